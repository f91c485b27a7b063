/**
 * Server-Sent Events framing (HTML Living Standard, "server-sent events"). Data is JSON,
 * which never holds a raw line break, so each event is one `data:` line.
 */
export function eventFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by EventSource, but bytes on the wire that keep proxies from timing out. */
export function commentFrame(text: string): string {
  return `: ${text}\n\n`;
}

/** How long the browser waits before reconnecting a dropped stream. */
export function retryFrame(ms: number): string {
  return `retry: ${Math.round(ms)}\n\n`;
}
