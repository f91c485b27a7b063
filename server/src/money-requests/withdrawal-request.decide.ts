import { isOpenStatus, type Attachment, type RequestChange } from './money-request.js';
import { RequestAlreadyExistsError, RequestIsFinalError, RequestNotFoundError } from './money-requests.errors.js';
import { requireRequestAmount, resolveChange, type ResolvedChange } from './request-change.js';
import type { WalletCommand } from '../wallet/wallet.commands.js';
import type {
  HoldStep,
  HoldStepKind,
  WithdrawalEvent,
  WithdrawalRequested,
  WithdrawalState,
  WithdrawalUpdated,
  WithdrawalUpdateRefused,
} from './withdrawal-request.js';

type Existing = Extract<WithdrawalState, { exists: true }>;
export type HoldCommand = Extract<WalletCommand, { type: 'HoldFunds' | 'AdjustHold' | 'ReleaseHold' | 'CaptureHold' }>;

/**
 * The withdrawal decider, pure: what a submission and an admin's change write, and which
 * hold step each revision asks of the wallet (withdrawal-settlement.ts runs them).
 */
export function decideWithdrawalSubmission(request: WithdrawalRequested['data'], state: WithdrawalState): WithdrawalEvent[] {
  if (state.exists) throw new RequestAlreadyExistsError();
  requireRequestAmount(request.amountPaise);
  return [{ type: 'WithdrawalRequested', data: request }];
}

/**
 * An admin's change, with its hold steps (the hold is active exactly while the request is
 * on_hold or in_progress):
 * - open -> open: a new amount adjusts the hold;
 * - open -> done: captures it (a new amount first adjusts it, as a revision of its own);
 * - open -> rejected: releases it;
 * - rejected -> open: holds the amount again (refused by the wallet if the money is gone);
 * - rejected -> done: holds again, then captures (two revisions);
 * - done: final. Asking for what the request already is changes nothing (a retry).
 * Each wallet step has a revision of its own: the wallet's key is `hold:<id>@<revision>`.
 */
export function decideWithdrawalUpdate(change: RequestChange & { proof?: Attachment | null }, state: WithdrawalState): WithdrawalUpdated[] {
  if (!state.exists) throw new RequestNotFoundError('withdrawal');
  const proof = change.proof ?? null;
  const next = resolveChange(change, state, proof !== null);
  if (!next) return [];
  if (state.status === 'done') throw new RequestIsFinalError();
  return plan(state, next).map((step, i, all) => ({
    type: 'WithdrawalUpdated',
    data: {
      revision: state.version + i + 1,
      adminId: change.adminId,
      status: step.status,
      amountPaise: next.amountPaise,
      reason: step.status === 'rejected' ? next.reason : null,
      proof: i === all.length - 1 ? proof : null,
      hold: step.hold,
    },
  }));
}

/** The revisions a change takes: a status (the last one is the asked-for status) and a hold step each. */
function plan(state: Existing, next: ResolvedChange): { status: WithdrawalUpdated['data']['status']; hold: HoldStepKind | null }[] {
  const amountChanged = next.amountPaise !== state.amountPaise;
  if (isOpenStatus(state.status)) {
    if (isOpenStatus(next.status)) return [{ status: next.status, hold: amountChanged ? 'adjust' : null }];
    if (next.status === 'rejected') return [{ status: 'rejected', hold: 'release' }];
    const capture = { status: 'done' as const, hold: 'capture' as const };
    return amountChanged ? [{ status: state.status, hold: 'adjust' }, capture] : [capture];
  }
  // Rejected: nothing is held.
  if (isOpenStatus(next.status)) return [{ status: next.status, hold: 'hold' }];
  if (next.status === 'done') return [{ status: 'in_progress', hold: 'hold' }, { status: 'done', hold: 'capture' }];
  return [{ status: 'rejected', hold: null }];
}

/**
 * The wallet refused the hold step of `refusedRevision` (the money is gone): that change,
 * and any step after it, is undone. A refused submission ends rejected, with the cause.
 */
export function refuseWithdrawalStep(state: WithdrawalState, refusedRevision: number, cause: string): WithdrawalUpdateRefused {
  if (!state.exists) throw new RequestNotFoundError('withdrawal');
  const step = state.steps.find((s) => s.revision === refusedRevision);
  if (!step) throw new Error(`Revision ${refusedRevision} of ${state.requestId} has no pending hold step`);
  const restored = step.before ?? { status: 'rejected' as const, amountPaise: state.amountPaise, reason: cause };
  return { type: 'WithdrawalUpdateRefused', data: { revision: state.version + 1, refusedRevision, ...restored, cause } };
}

/** How much money a change's steps take from the money balance (checked before anything is written). */
export function moneyToSetAside(state: WithdrawalState, events: WithdrawalUpdated[]): number {
  if (!state.exists) return 0;
  for (const { data } of events) {
    if (data.hold === 'hold') return data.amountPaise;
    // An open request's amount is what is held (its steps were applied before this change).
    if (data.hold === 'adjust') return Math.max(0, data.amountPaise - state.amountPaise);
  }
  return 0;
}

/** The wallet command of a hold step: the hold id is the request id, the revision the step's. */
export function walletCommandOfStep(requestId: string, step: HoldStep): HoldCommand {
  const { revision, amountPaise } = step;
  switch (step.kind) {
    case 'hold':
      return { type: 'HoldFunds', data: { holdId: requestId, revision, amountPaise } };
    case 'adjust':
      return { type: 'AdjustHold', data: { holdId: requestId, revision, amountPaise } };
    case 'release':
      return { type: 'ReleaseHold', data: { holdId: requestId, revision } };
    case 'capture':
      return { type: 'CaptureHold', data: { holdId: requestId, revision } };
    default: {
      const unknown: never = step.kind;
      throw new Error(`Unknown hold step ${String(unknown)}`);
    }
  }
}
