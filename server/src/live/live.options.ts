/**
 * Limits and pace of the live stream (GET /live/draws). Constants, not configuration: the
 * tests override the provider to run the heartbeat and the feed faster.
 */
export interface LiveOptions {
  /** A comment and the server's clock every this many ms, so proxies keep the stream open. */
  heartbeatMs: number;
  /** The `retry:` hint: how long a browser waits before reconnecting (ms). */
  retryMs: number;
  /** Streams one instance serves at most; beyond, 429 (another instance may have room). */
  maxStreams: number;
  /** Streams one client address may hold at once (a tab each; a loop is refused). */
  maxStreamsPerAddress: number;
  /** Bytes a client may leave unread; beyond, it is too slow and dropped (it reconnects). */
  maxBufferedBytes: number;
  /** Fallback read of the rounds when no notification comes (ms). */
  pollMs: number;
  /** Pause after a notification before reading, to fold a burst of appends into one read (ms). */
  coalesceMs: number;
  /** At most one pots event per period this often (ms). */
  potsEveryMs: number;
}

export const LIVE_OPTIONS = Symbol('LIVE_OPTIONS');

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  heartbeatMs: 15_000,
  retryMs: 3_000,
  maxStreams: 5_000,
  maxStreamsPerAddress: 20,
  maxBufferedBytes: 64 * 1024,
  pollMs: 2_000,
  coalesceMs: 250,
  potsEveryMs: 2_000,
};
