/**
 * When the next reality check is due: every interval since the session started, by the
 * server's clock (the session's `now` when it was read, moved on by the browser's clock
 * since). Checks already shown are not shown again.
 */
export interface Schedule {
  /** Which check (1: one interval after the start). */
  index: number;
  /** How long from now, in the browser's milliseconds. */
  inMs: number;
}

export function nextCheck(args: {
  startedAt: string;
  serverNowAtRead: string;
  readAtLocal: number;
  localNow: number;
  intervalMinutes: number;
  lastShown: number;
}): Schedule | null {
  const interval = args.intervalMinutes * 60_000;
  const started = Date.parse(args.startedAt);
  const read = Date.parse(args.serverNowAtRead);
  if (!(interval > 0) || Number.isNaN(started) || Number.isNaN(read)) return null;
  const serverNow = read + (args.localNow - args.readAtLocal);
  const index = Math.max(Math.floor((serverNow - started) / interval) + 1, args.lastShown + 1);
  return { index, inMs: Math.max(0, started + index * interval - serverNow) };
}
