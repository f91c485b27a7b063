import type { MoneyRequestStatus } from './money-request.notices.js';

/**
 * What deposit and withdrawal requests share (DESIGN.md section 4): the status values,
 * the payment options and networks, and attachments. Amounts are integer paise.
 */
export type { MoneyRequestKind, MoneyRequestStatus } from './money-request.notices.js';

export const REQUEST_STATUSES: readonly MoneyRequestStatus[] = ['on_hold', 'in_progress', 'done', 'rejected'];
export const PAYMENT_OPTIONS = ['bank', 'upi', 'crypto'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const CRYPTO_NETWORKS = ['TRC20', 'SOLANA'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

/** An upload stored by shared/uploads: its random name and checked type. */
export interface Attachment {
  name: string;
  mime: string;
}

/** The account a request names (the player's own: where the money came from, or goes to). */
export interface AccountDetails {
  accountHolderName: string;
  accountNumber: string | null;
  typeOfAccount: string | null;
  bankName: string | null;
  ifscCode: string | null;
  upiHandle: string | null;
}

/** Money still waiting for the player's action or an admin's (a withdrawal's hold is active). */
export function isOpenStatus(status: MoneyRequestStatus): boolean {
  return status === 'on_hold' || status === 'in_progress';
}

/** An admin's change as the deciders take it: what is not given stays as it is. */
export interface RequestChange {
  adminId: string;
  status?: MoneyRequestStatus;
  amountPaise?: number;
  /** Shown to the player with a rejection; ignored for other statuses. */
  reason?: string;
  /** The version the admin saw; another one means someone changed the request meanwhile. */
  expectedVersion?: number;
}
