import { percentile } from './figures.js';
import { openLiveStream, type LiveStream } from '../api/live-stream.js';

/**
 * The load run's instruments (issue 13, load): timed HTTP calls tallied per kind of
 * request, each answer judged against the refusals its kind may honestly meet, and a crowd
 * of live streams (GET /live/draws) counting the updates each one receives.
 */
export interface Answer {
  status: number;
  body: any;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Error codes (body `code`) this kind of request may meet under load: counted, not unexpected. */
  allowed?: string[];
}

interface KindFigures {
  ms: number[];
  failures: Map<string, number>;
}

export class Tally {
  requests = 0;
  fiveXx = 0;
  readonly unexpected: string[] = [];
  private readonly kinds = new Map<string, KindFigures>();

  record(kind: string, ms: number, answer: Answer, allowed: string[] = []): void {
    this.requests++;
    const figures: KindFigures = this.kinds.get(kind) ?? { ms: [], failures: new Map() };
    this.kinds.set(kind, figures);
    figures.ms.push(ms);
    if (answer.status >= 200 && answer.status < 300) return;
    const code = typeof answer.body?.code === 'string' ? answer.body.code : '';
    const label = answer.status === 0 ? 'network error' : `${answer.status}${code ? ` ${code}` : ''}`;
    figures.failures.set(label, (figures.failures.get(label) ?? 0) + 1);
    if (answer.status >= 500) this.fiveXx++;
    const expected = answer.status >= 400 && answer.status < 500 && allowed.includes(code);
    if (!expected && this.unexpected.length < 50) this.unexpected.push(`${kind}: ${label} ${JSON.stringify(answer.body).slice(0, 300)}`);
    else if (!expected) this.unexpected.push(`${kind}: ${label}`);
  }

  count(kind: string): number {
    return this.kinds.get(kind)?.ms.length ?? 0;
  }

  /** One line per kind: 'purchase: n=…, p50=… ms, p99=… ms, 4xx=… (…), 5xx=…'. */
  lines(): Record<string, string> {
    const lines: Record<string, string> = {};
    for (const [kind, { ms, failures }] of [...this.kinds].sort(([a], [b]) => a.localeCompare(b))) {
      const of = (low: number) => [...failures].filter(([label]) => Number(label.split(' ')[0]) >= low && Number(label.split(' ')[0]) < low + 100);
      const fourXx = of(400);
      const sum = (list: [string, number][]) => list.reduce((s, [, n]) => s + n, 0);
      const detail = fourXx.length ? ` (${fourXx.map(([label, n]) => `${label}: ${n}`).join(', ')})` : '';
      const other = failures.get('network error') ?? 0;
      lines[kind] =
        `n=${ms.length}, p50=${Math.round(percentile(ms, 50))} ms, p99=${Math.round(percentile(ms, 99))} ms, ` +
        `4xx=${sum(fourXx)}${detail}, 5xx=${sum(of(500))}${other ? `, network errors=${other}` : ''}`;
    }
    return lines;
  }
}

/** Calls of one server, timed from the request to the last byte of the answer, each tallied under its kind. */
export function httpClient(base: string, tally: Tally) {
  return async function call(kind: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const started = performance.now();
    let answer: Answer;
    try {
      const res = await fetch(base + path, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON (an upload, a CSV): kept as text
      }
      answer = { status: res.status, body: parsed };
    } catch (error) {
      answer = { status: 0, body: { error: String(error) } };
    }
    tally.record(kind, performance.now() - started, answer, options.allowed);
    return answer;
  };
}

export interface Crowd {
  streams: LiveStream[];
  /** Streams the server refused (any answer but 200 text/event-stream). */
  refused: number;
  /** Streams that ended before the test closed them, so far. */
  endedEarly(): number;
  /** Frames of `event` each stream received. */
  counts(event: string): number[];
  /** Frames of `event` that repeat news a stream already had (the same `key` of their data), over all streams. */
  repeats(event: string, key: (data: any) => string): number;
  close(): void;
}

/**
 * `size` live streams as a crowd opens them: `perAddress` tabs from each client address.
 * The server admits at most 20 streams per address (live.options.ts) by design, so the
 * crowd comes, as a real one does, from many addresses through the load balancer in front
 * (X-Forwarded-For from the trusted proxy, TRUST_PROXY=127.0.0.1). Each open is tallied as
 * 'live: open stream' (time to the stream's headers).
 */
export async function openCrowd(base: string, size: number, perAddress: number, tally: Tally): Promise<Crowd> {
  const streams: LiveStream[] = [];
  let refused = 0;
  const ended = new Set<LiveStream>();
  const open = async (i: number) => {
    const n = Math.floor(i / perAddress);
    const started = performance.now();
    const stream = await openLiveStream(base, '/live/draws', { 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` });
    const ok = stream.status === 200 && Boolean(stream.headers.get('content-type')?.startsWith('text/event-stream'));
    tally.record('live: open stream', performance.now() - started, { status: stream.status, body: ok ? null : stream.frames });
    if (!ok) refused++;
    void stream.ended.then(() => ended.add(stream));
    return stream;
  };
  for (let i = 0; i < size; i += 50) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(50, size - i) }, (_, j) => open(i + j)))));
  }
  return {
    streams,
    refused,
    endedEarly: () => ended.size,
    counts: (event) => streams.map((s) => s.frames.filter((f) => f.event === event).length),
    repeats: (event, key) =>
      streams.reduce((sum, s) => {
        const keys = s.frames.filter((f) => f.event === event).map((f) => key(f.data));
        return sum + keys.length - new Set(keys).size;
      }, 0),
    close() {
      for (const stream of streams) stream.close();
    },
  };
}
