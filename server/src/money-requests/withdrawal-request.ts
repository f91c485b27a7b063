/**
 * A player's withdrawal request: its events, state and `evolve` (DESIGN.md section 4). One
 * stream per request, `withdrawal-request-<requestId>`; its version is the request's revision.
 *
 * The money is held in the wallet from the start (hold id = request id). Every event that
 * moves the hold names its step (`hold`, `adjust`, `release`, `capture`); the wallet runs it
 * keyed `hold:<requestId>@<revision>`, so each step applies once, in revision order. The
 * request is written first and the wallet follows (withdrawal-settlement.ts): a step the
 * wallet refuses (the money is gone) is undone by WithdrawalUpdateRefused.
 * Stored event types and field names are never renamed: change one by adding a new type.
 */
import type { AccountDetails, Attachment, CryptoNetwork, MoneyRequestStatus, PaymentOption } from './money-request.js';

export const WITHDRAWAL_STREAM_PREFIX = 'withdrawal-request-';

export const withdrawalStreamId = (requestId: string): string => `${WITHDRAWAL_STREAM_PREFIX}${requestId}`;

/** What a revision asks of the wallet's hold for this request. */
export type HoldStepKind = 'hold' | 'adjust' | 'release' | 'capture';

export type WithdrawalRequested = {
  type: 'WithdrawalRequested';
  data: AccountDetails & {
    requestId: string;
    userId: string;
    option: PaymentOption;
    /** Held at revision 1. */
    amountPaise: number;
    /** crypto: the network and the player's address on it. */
    network: CryptoNetwork | null;
    cryptoAddress: string | null;
    /** The player's scanner (UPI or crypto QR), an image or a PDF. */
    image: Attachment | null;
  };
};

export type WithdrawalUpdated = {
  type: 'WithdrawalUpdated';
  data: {
    revision: number;
    adminId: string;
    status: MoneyRequestStatus;
    amountPaise: number;
    reason: string | null;
    /** The admin's proof of payment, if one came with this change. */
    proof: Attachment | null;
    hold: HoldStepKind | null;
  };
};

/** The wallet refused the step of `refusedRevision`: that change and any after it are undone. */
export type WithdrawalUpdateRefused = {
  type: 'WithdrawalUpdateRefused';
  data: {
    revision: number;
    refusedRevision: number;
    /** What the request is again (a refused submission: rejected). */
    status: MoneyRequestStatus;
    amountPaise: number;
    reason: string | null;
    /** The wallet's message. */
    cause: string;
  };
};

export type WithdrawalEvent = WithdrawalRequested | WithdrawalUpdated | WithdrawalUpdateRefused;
export const WITHDRAWAL_EVENT_TYPES: readonly WithdrawalEvent['type'][] = ['WithdrawalRequested', 'WithdrawalUpdated', 'WithdrawalUpdateRefused'];

/** A revision's hold step, with what the request was before it (to undo it if the wallet refuses). */
export interface HoldStep {
  revision: number;
  kind: HoldStepKind;
  /** The request's amount at that revision: what `hold` and `adjust` set aside. */
  amountPaise: number;
  before: { status: MoneyRequestStatus; amountPaise: number; reason: string | null } | null;
}

export type WithdrawalState =
  | { exists: false }
  | {
      exists: true;
      requestId: string;
      userId: string;
      status: MoneyRequestStatus;
      amountPaise: number;
      reason: string | null;
      version: number;
      /** Every hold step not undone, oldest first. The wallet applies them in this order. */
      steps: HoldStep[];
    };

export const initialWithdrawalState = (): WithdrawalState => ({ exists: false });

export function evolveWithdrawal(state: WithdrawalState, event: WithdrawalEvent): WithdrawalState {
  switch (event.type) {
    case 'WithdrawalRequested': {
      const { requestId, userId, amountPaise } = event.data;
      const steps: HoldStep[] = [{ revision: 1, kind: 'hold', amountPaise, before: null }];
      return { exists: true, requestId, userId, status: 'on_hold', amountPaise, reason: null, version: 1, steps };
    }
    case 'WithdrawalUpdated': {
      if (!state.exists) return state;
      const { revision, status, amountPaise, reason, hold } = event.data;
      const before = { status: state.status, amountPaise: state.amountPaise, reason: state.reason };
      const steps = hold ? [...state.steps, { revision, kind: hold, amountPaise, before }] : state.steps;
      return { ...state, status, amountPaise, reason, version: revision, steps };
    }
    case 'WithdrawalUpdateRefused': {
      if (!state.exists) return state;
      const { revision, refusedRevision, status, amountPaise, reason } = event.data;
      return { ...state, status, amountPaise, reason, version: revision, steps: state.steps.filter((s) => s.revision < refusedRevision) };
    }
    default: {
      const unknown: never = event;
      throw new Error(`Unknown withdrawal event type ${(unknown as { type: string }).type}`);
    }
  }
}
