import type { StreamVerification } from '../event-store.port.js';

/**
 * The first broken version of a stream, read from the problem that fd_verify_streams
 * (sql/fd_verify_streams.sql) reports. Its three sentences are a format this parser and
 * the audit rely on, so an edit to that file keeps them; a sentence it does not know names
 * no version.
 *
 * - 'version N is missing'                          -> N
 * - 'event at version N does not match its hash'    -> N
 * - 'the stream head is at version H but the stored events end at version L'
 *     H > L (the last events removed): L + 1; H < L (events beyond the head): H + 1;
 *     H = L (the last event's hash is not the head's): L
 * - 'the stream has events but no head record'      -> 1 (every event lies beyond a head of 0)
 */
export function brokenVersionOf(problem: string): number | undefined {
  const single = /^(?:version (\d+) is missing|event at version (\d+) does not match its hash)$/.exec(problem);
  if (single) return Number(single[1] ?? single[2]);
  const head = /^the stream head is at version (\d+) but the stored events end at version (\d+)$/.exec(problem);
  if (head) {
    const [h, l] = [Number(head[1]), Number(head[2])];
    return h === l ? l : Math.min(h, l) + 1;
  }
  if (problem === 'the stream has events but no head record') return 1;
  return undefined;
}

/** A row of fd_verify_stream(s) as the port's StreamVerification. */
export function toStreamVerification(streamId: string, events: number, problem: string | null): StreamVerification {
  if (problem === null) return { streamId, events, ok: true };
  const brokenVersion = brokenVersionOf(problem);
  return { streamId, events, ok: false, problem, ...(brokenVersion === undefined ? {} : { brokenVersion }) };
}
