import type { MoneyRequestStatus, RequestChange } from './money-request.js';
import { InvalidRequestAmountError, StaleRequestError } from './money-requests.errors.js';

export interface RequestFacts {
  status: MoneyRequestStatus;
  amountPaise: number;
  reason: string | null;
  version: number;
}

/** What a request becomes after a change. */
export interface ResolvedChange {
  status: MoneyRequestStatus;
  amountPaise: number;
  reason: string | null;
}

/** Amounts are whole paise above zero (the form checks the per-request maximum). */
export function requireRequestAmount(amountPaise: number): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new InvalidRequestAmountError();
}

/**
 * The rules both kinds share: a change based on another version is stale; what is not
 * given stays; a reason belongs to a rejection only (kept while it stays rejected, dropped
 * when it is reopened). Null when nothing would change.
 */
export function resolveChange(change: RequestChange, current: RequestFacts, extra = false): ResolvedChange | null {
  if (change.expectedVersion !== undefined && change.expectedVersion !== current.version) throw new StaleRequestError();
  if (change.amountPaise !== undefined) requireRequestAmount(change.amountPaise);
  const status = change.status ?? current.status;
  const amountPaise = change.amountPaise ?? current.amountPaise;
  const reason = status === 'rejected' ? (change.reason ?? (current.status === 'rejected' ? current.reason : null)) : null;
  const same = status === current.status && amountPaise === current.amountPaise && reason === current.reason;
  return same && !extra ? null : { status, amountPaise, reason };
}
