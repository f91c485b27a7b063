/**
 * A player's deposit request: its events, state and `evolve` (DESIGN.md section 4). One
 * stream per request, `deposit-request-<requestId>`; its version is the request's revision.
 * Nothing is credited until an admin sets `done`: then the wallet credits the request's
 * amount at that moment, once (`deposit:<requestId>`). Done is final.
 * Stored event types and field names are never renamed: change one by adding a new type.
 */
import type { AccountDetails, Attachment, CryptoNetwork, MoneyRequestStatus, PaymentOption } from './money-request.js';

export const DEPOSIT_STREAM_PREFIX = 'deposit-request-';

export const depositStreamId = (requestId: string): string => `${DEPOSIT_STREAM_PREFIX}${requestId}`;

/** The referral bonus a done deposit earns its player's referrer (the first done deposit only). */
export interface ReferralBonus {
  referrerId: string;
  amountPaise: number;
}

export type DepositRequested = {
  type: 'DepositRequested';
  data: AccountDetails & {
    requestId: string;
    userId: string;
    option: PaymentOption;
    amountPaise: number;
    /** crypto: the transaction (TNXT) number and its network. */
    transactionId: string | null;
    network: CryptoNetwork | null;
    /** The payment screenshot (required for UPI and crypto). */
    image: Attachment | null;
    /** The short reference the player put in the payment's note, so an admin can match them. */
    reference: string;
  };
};

/** An admin's change (`adminId`); revision = the stream version of this event. */
export type DepositUpdated = {
  type: 'DepositUpdated';
  data: {
    revision: number;
    adminId: string;
    status: MoneyRequestStatus;
    amountPaise: number;
    reason: string | null;
    /** Set on the change to done when the player was referred and this is their first done deposit. */
    referral: ReferralBonus | null;
  };
};

export type DepositEvent = DepositRequested | DepositUpdated;
export const DEPOSIT_EVENT_TYPES: readonly DepositEvent['type'][] = ['DepositRequested', 'DepositUpdated'];

export type DepositState =
  | { exists: false }
  | {
      exists: true;
      requestId: string;
      userId: string;
      status: MoneyRequestStatus;
      amountPaise: number;
      reason: string | null;
      version: number;
      /** The bonus to credit with this deposit (recorded when it became done). */
      referral: ReferralBonus | null;
    };

export const initialDepositState = (): DepositState => ({ exists: false });

export function evolveDeposit(state: DepositState, event: DepositEvent): DepositState {
  switch (event.type) {
    case 'DepositRequested': {
      const { requestId, userId, amountPaise } = event.data;
      return { exists: true, requestId, userId, status: 'on_hold', amountPaise, reason: null, version: 1, referral: null };
    }
    case 'DepositUpdated': {
      if (!state.exists) return state;
      const { revision, status, amountPaise, reason, referral } = event.data;
      return { ...state, status, amountPaise, reason, version: revision, referral: referral ?? state.referral };
    }
    default: {
      const unknown: never = event;
      throw new Error(`Unknown deposit event type ${(unknown as { type: string }).type}`);
    }
  }
}
