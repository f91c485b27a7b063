/** One Server-Sent Events frame as a browser's EventSource would see it (comments kept for the tests). */
export interface LiveFrame {
  event?: string;
  data?: any;
  retry?: number;
  comment?: string;
}

export interface LiveStream {
  status: number;
  headers: Headers;
  /** Every frame received so far, in order. */
  frames: LiveFrame[];
  /** The first frame (from `from` on) that matches, waiting for it; the deadline only turns a hang into a failure. */
  next(match: (frame: LiveFrame) => boolean, options?: { from?: number; withinMs?: number }): Promise<LiveFrame>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(block: string): LiveFrame {
  const frame: LiveFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
    else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7));
  }
  return frame;
}

/** Opens GET /live/draws (or `path`) as a streaming fetch and parses its frames as they come. */
export async function openLiveStream(baseUrl: string, path = '/live/draws', headers: Record<string, string> = {}): Promise<LiveStream> {
  const abort = new AbortController();
  const res = await fetch(baseUrl + path, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const frames: LiveFrame[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // closed by us or cut by the server
    }
    for (const wake of [...waiters]) wake();
  })();
  let over = false;
  void ended.then(() => (over = true));

  return {
    status: res.status,
    headers: res.headers,
    frames,
    ended,
    close: () => abort.abort(),
    async next(match, { from = 0, withinMs = 15_000 } = {}) {
      const deadline = performance.now() + withinMs;
      for (;;) {
        const found = frames.slice(from).find(match);
        if (found) return found;
        if (over) throw new Error(`The stream ended without the frame; it sent ${JSON.stringify(frames)}`);
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`No such frame within ${withinMs} ms; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
  };
}
