import type { DepositEvent, DepositRequested, DepositState, DepositUpdated, ReferralBonus } from './deposit-request.js';
import type { RequestChange } from './money-request.js';
import { requireRequestAmount, resolveChange } from './request-change.js';
import { RequestAlreadyExistsError, RequestIsFinalError, RequestNotFoundError } from './money-requests.errors.js';

/**
 * The deposit decider, pure: what a submission and an admin's change write. The wallet
 * effect (the credit at done) follows from the events (reactors/credit-wallet-when-deposit-is-done.ts).
 */
export function decideDepositSubmission(request: DepositRequested['data'], state: DepositState): DepositEvent[] {
  if (state.exists) throw new RequestAlreadyExistsError();
  requireRequestAmount(request.amountPaise);
  return [{ type: 'DepositRequested', data: request }];
}

/**
 * An admin's change. Asking for what the request already is changes nothing (a retry);
 * anything else on a done request is refused, as is a change based on an older version.
 * `referral`: the bonus this deposit earns if it becomes done now (the caller knows the
 * referrer and the setting); kept only on the change to done.
 */
export function decideDepositUpdate(change: RequestChange & { referral?: ReferralBonus | null }, state: DepositState): DepositUpdated[] {
  if (!state.exists) throw new RequestNotFoundError('deposit');
  const next = resolveChange(change, state);
  if (!next) return [];
  if (state.status === 'done') throw new RequestIsFinalError();
  const becomesDone = next.status === 'done';
  return [
    {
      type: 'DepositUpdated',
      data: {
        revision: state.version + 1,
        adminId: change.adminId,
        ...next,
        referral: becomesDone ? (change.referral ?? null) : null,
      },
    },
  ];
}

/** Whether a deposit in this state has money to credit (its credit may still be pending). */
export function depositCredit(state: DepositState): { amountPaise: number } | null {
  return state.exists && state.status === 'done' ? { amountPaise: state.amountPaise } : null;
}
