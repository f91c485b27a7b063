import { CLI_ACTOR } from '../../identity/admin-accounts/admin-account-events.js';

/**
 * The admin action log (contract A9): its kinds, the rows of its read model
 * `admin_actions` (migration 1795273500000) and the API's view of one.
 */
export const ADMIN_ACTION_KINDS = ['setting', 'prize_table', 'deposit_request', 'withdrawal_request', 'result', 'admin_created'] as const;
export type AdminActionKind = (typeof ADMIN_ACTION_KINDS)[number];

/** One row of `admin_actions`. */
export interface AdminActionRecord {
  event_id: string;
  event_type: string;
  kind: AdminActionKind;
  at: Date;
  /** The event's metadata actor: 'admin:<id>', 'system:cli', 'system:<name>'. */
  actor: string;
  subject: string;
  details: Record<string, unknown>;
  /** The data of the event before it on the same subject (null: none; the default applied). */
  previous: Record<string, unknown> | null;
  /** A posted result's numbers are not shown before this (its result_at). */
  hidden_until: Date | null;
}

export type ActionActor = { id: string; username: string | null; role: 'admin' | 'auditor' | null } | { id: null; username: 'system' | 'cli'; role: null };

export interface AdminActionView {
  id: string;
  at: string;
  kind: AdminActionKind;
  actor: ActionActor;
  subject: string;
  summary: string;
  details: Record<string, unknown>;
}

const ADMIN_PREFIX = 'admin:';

/** The admin id of an 'admin:<id>' actor, else null. */
export function adminIdOfActor(actor: string): string | null {
  return actor.startsWith(ADMIN_PREFIX) ? actor.slice(ADMIN_PREFIX.length) : null;
}

/** Who acted, as the API shows it: an admin (with the account's name and role when it exists), the command line, or the system. */
export function actorView(actor: string, accounts: ReadonlyMap<string, { username: string; role: 'admin' | 'auditor' }>): ActionActor {
  const adminId = adminIdOfActor(actor);
  if (adminId !== null) {
    const account = accounts.get(adminId);
    return { id: adminId, username: account?.username ?? null, role: account?.role ?? null };
  }
  return { id: null, username: actor === CLI_ACTOR ? 'cli' : 'system', role: null };
}
