import { rupeesFromPaise } from '../../shared/money/money.js';
import type { PlayerSummary } from '../../identity/queries/get-player-summaries/get-player-summaries.query.js';
import type { DepositRequestRow } from './deposit-requests/deposit-request.entity.js';
import type { WithdrawalRequestRow } from './withdrawal-requests/withdrawal-request.entity.js';

/**
 * The rows the API answers, with the specification's field names (section 3): amounts in
 * rupees, times in UTC ISO-8601. Attachments are paths of the API, fetched with the
 * caller's token: /user/uploads/<name> for the player, /admin/uploads/<name> for admins.
 */
const path = (scope: 'user' | 'admin', name: string | null) => (name ? `/${scope}/uploads/${name}` : null);

function userOf(summary: PlayerSummary | undefined, userId: string) {
  return {
    _id: userId,
    username: summary?.username ?? null,
    first_name: summary?.first_name ?? null,
    last_name: summary?.last_name ?? null,
    email: summary?.email ?? null,
    mobile: summary?.mobile ?? null,
  };
}

/** A row of the player's 'Recent Deposit' table (the specification's several names for the option and date). */
export function playerDepositView(row: DepositRequestRow) {
  return {
    _id: row.requestId,
    deposit_option: row.option,
    deposite_type: row.option,
    type: row.option,
    amount: rupeesFromPaise(row.amountPaise),
    status: row.status,
    reason: row.reason,
    reference: row.reference,
    image_path: path('user', row.imageName),
    date: row.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function adminDepositView(row: DepositRequestRow, summary: PlayerSummary | undefined) {
  const user = userOf(summary, row.userId);
  return {
    _id: row.requestId,
    deposit_option: row.option,
    amount: rupeesFromPaise(row.amountPaise),
    status: row.status,
    reason: row.reason,
    account_holder_name: row.accountHolderName,
    name: row.accountHolderName,
    account_number: row.accountNumber,
    type_of_account: row.typeOfAccount,
    bank_name: row.bankName,
    ifsc_code: row.ifscCode,
    upi_handle: row.upiHandle,
    /** For a deposit, the crypto transaction (TNXT) number. */
    crypto: row.transactionId,
    network: row.network,
    image_path: path('admin', row.imageName),
    image_type: row.imageMime,
    reference: row.reference,
    version: row.version,
    user,
    username: user.username,
    email: user.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
  };
}

/** A row of the player's 'Recent Withdrawal' table. */
export function playerWithdrawalView(row: WithdrawalRequestRow) {
  return {
    _id: row.requestId,
    withdraw_option: row.option,
    amount: rupeesFromPaise(row.amountPaise),
    status: row.status,
    reason: row.reason,
    image_path: path('user', row.imageName),
    proof_path: path('user', row.proofName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function adminWithdrawalView(row: WithdrawalRequestRow, summary: PlayerSummary | undefined) {
  const user = userOf(summary, row.userId);
  return {
    _id: row.requestId,
    withdraw_option: row.option,
    amount: rupeesFromPaise(row.amountPaise),
    status: row.status,
    reason: row.reason,
    account_holder_name: row.accountHolderName,
    name: row.accountHolderName,
    account_number: row.accountNumber,
    type_of_account: row.typeOfAccount,
    bank_name: row.bankName,
    ifsc_code: row.ifscCode,
    upi_handle: row.upiHandle,
    /** For a withdrawal, the network (TRC20 or SOLANA). */
    crypto: row.network,
    network: row.network,
    crypto_address: row.cryptoAddress,
    image_path: path('admin', row.imageName),
    image_type: row.imageMime,
    proof_path: path('admin', row.proofName),
    proof_type: row.proofMime,
    version: row.version,
    user,
    username: user.username,
    email: user.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
  };
}

export type PlayerDepositView = ReturnType<typeof playerDepositView>;
export type AdminDepositView = ReturnType<typeof adminDepositView>;
export type PlayerWithdrawalView = ReturnType<typeof playerWithdrawalView>;
export type AdminWithdrawalView = ReturnType<typeof adminWithdrawalView>;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
