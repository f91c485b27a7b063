/**
 * The fuzzing part's running figures (issue 13), added to by every lane as it sends and
 * judges requests, and recorded by the spec once all lanes are done.
 */
export interface FuzzTally {
  requests: number;
  fiveXx: number;
  rejectedChanged: number;
  lost: number;
  doubled: number;
  accepted: number;
  rejected: number;
  /** The connection closed before an answer. */
  resets: number;
  /** Rejected sign-in attempts recorded where the limits read them (allowed). */
  securityRecords: number;
  /** By route, status and table: `POST /user/login 401: player_login_failures`. */
  recordKinds: Map<string, number>;
  digests: number;
  sendingMs: number;
  /** Milliseconds waiting for answers, by route. */
  perRoute: Map<string, number>;
  /** The fewest bodies any route got. */
  minBodies: number;
  failures: string[];
  statuses: Map<number, number>;
}

export const newTally = (): FuzzTally => ({
  requests: 0,
  fiveXx: 0,
  rejectedChanged: 0,
  lost: 0,
  doubled: 0,
  accepted: 0,
  rejected: 0,
  resets: 0,
  securityRecords: 0,
  recordKinds: new Map(),
  digests: 0,
  sendingMs: 0,
  perRoute: new Map(),
  minBodies: Infinity,
  failures: [],
  statuses: new Map(),
});
