/**
 * The server's clock as the browser reads it. The draw calendar runs on the server's
 * injected clock, which development and tests move (CLOCK_START) and speed up
 * (CLOCK_RATE), so countdowns must not use the browser's time as it is: when the server
 * tells its time and rate (the live stream's `clock` event, or `server_time` and
 * `clock_rate` in a draws reply), the browser keeps that mapping; until then it uses its own.
 */
interface Reading {
  serverMs: number;
  localMs: number;
  rate: number;
}

let reading: Reading | null = null;
const listeners = new Set<() => void>();

export function serverNow(localNow: number = Date.now()): number {
  if (!reading) return localNow;
  return reading.serverMs + (localNow - reading.localMs) * reading.rate;
}

/** The server's rate of time (1 unless CLOCK_RATE speeds it up): timers tick this much faster. */
export function serverRate(): number {
  return reading?.rate ?? 1;
}

/** Takes a reading of the server's clock; anything malformed is ignored. */
export function syncServerClock(nowIso: unknown, rate: unknown = 1, localNow: number = Date.now()): void {
  const serverMs = typeof nowIso === 'string' ? Date.parse(nowIso) : Number.NaN;
  const speed = typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : 1;
  if (Number.isNaN(serverMs)) return;
  reading = { serverMs, localMs: localNow, rate: speed };
  for (const listener of listeners) listener();
}

/** A reply that carries the server's time (`server_time`, `clock_rate`) updates the reading. */
export function syncFromReply(reply: unknown): void {
  if (!reply || typeof reply !== 'object') return;
  const body = reply as { server_time?: unknown; clock_rate?: unknown };
  if (body.server_time !== undefined) syncServerClock(body.server_time, body.clock_rate);
}

export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasServerClockReading(): boolean {
  return reading !== null;
}

/** For tests: forget any reading. */
export function resetServerClock(): void {
  reading = null;
}
