import { parseRupees } from '../../lib/parse-rupees.js';
import type { CryptoNetwork, MoneyOption, MoneyRequestsText } from './money-requests.strings.js';

export { parseRupees };

/**
 * The Deposit and Withdraw forms' own checks (spec section 5), in the specification's
 * order: name, amount, then the chosen option's fields, then the file. Each answer maps a
 * field to its message, in the words `t` gives (the language shown); the first key is the
 * first problem. The server checks it all again.
 */
export interface BankValues {
  name: string;
  amount: string;
  accountNumber: string;
  accountType: string;
  bankName: string;
  ifsc: string;
}

export interface DepositValues extends BankValues {
  option: MoneyOption;
  upiHandle: string;
  transaction: string;
  network: CryptoNetwork;
  file: File | null;
}

export interface WithdrawValues extends BankValues {
  option: MoneyOption;
  upiId: string;
  address: string;
  network: CryptoNetwork;
  file: File | null;
}

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** Uploads are refused by the server above 5 MB (DESIGN.md section 6); said here first. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The real IFSC shape: four letters of the bank, a zero, six letters or digits of the branch. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

function bankErrors<Values extends BankValues>(values: Values, t: MoneyRequestsText): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!values.bankName.trim()) errors.bankName = t('check.bankName');
  if (!values.accountType) errors.accountType = t('check.accountType');
  if (!values.accountNumber.trim()) errors.accountNumber = t('check.accountNumber');
  if (!values.ifsc.trim()) errors.ifsc = t('check.ifsc');
  else if (!IFSC.test(values.ifsc.trim().toUpperCase())) errors.ifsc = t('check.ifscFormat');
  return errors;
}

/** Why a picked file cannot be a deposit screenshot, or null. */
export function depositFileProblem(file: File, t: MoneyRequestsText): string | null {
  if (!file.type.startsWith('image/')) return t('check.imageOnly');
  if (file.size > MAX_UPLOAD_BYTES) return t('check.tooLarge');
  return null;
}

/** Why a picked file cannot go with a withdrawal (images or PDF), or null. */
export function withdrawFileProblem(file: File, t: MoneyRequestsText): string | null {
  if (!file.type.startsWith('image/') && file.type !== 'application/pdf') return t('check.fileKind');
  if (file.size > MAX_UPLOAD_BYTES) return t('check.tooLarge');
  return null;
}

export function depositErrors(values: DepositValues, t: MoneyRequestsText): FieldErrors<DepositValues> {
  const errors: FieldErrors<DepositValues> = {};
  if (!values.name.trim()) errors.name = t('check.name');
  const amount = parseRupees(values.amount);
  if (!values.amount.trim()) errors.amount = t('check.depositAmountRequired');
  else if (amount === null || amount < 1) errors.amount = t('check.depositAmountInvalid');
  if (values.option === 'bank') Object.assign(errors, bankErrors(values, t));
  if (values.option === 'upi' && !values.upiHandle.trim()) errors.upiHandle = t('check.upiHandle');
  if (values.option === 'crypto' && !values.transaction.trim()) errors.transaction = t('check.transaction');
  // The screenshot proves the payment: required for UPI and crypto, optional for a bank transfer.
  if (values.file) {
    const problem = depositFileProblem(values.file, t);
    if (problem) errors.file = problem;
  } else if (values.option !== 'bank') errors.file = t('check.screenshot');
  return errors;
}

/** `available` is the withdrawable money balance in rupees, when known. */
export function withdrawErrors(values: WithdrawValues, available: number | null, t: MoneyRequestsText): FieldErrors<WithdrawValues> {
  const errors: FieldErrors<WithdrawValues> = {};
  if (!values.name.trim()) errors.name = t('check.name');
  const amount = parseRupees(values.amount);
  if (!values.amount.trim() || (amount !== null && amount <= 0) || (amount === null && !(Number(values.amount) > 0))) {
    errors.amount = t('check.withdrawAmount');
  } else if (amount === null) errors.amount = t('check.withdrawAmountDecimals');
  else if (available !== null && amount > available) errors.amount = t('check.overBalance');
  if (values.option === 'bank') Object.assign(errors, bankErrors(values, t));
  if (values.option === 'upi' && !values.upiId.trim()) errors.upiId = t('check.upiId');
  if (values.option === 'crypto' && !values.address.trim()) errors.address = t('check.address');
  if (values.file) {
    const problem = withdrawFileProblem(values.file, t);
    if (problem) errors.file = problem;
  } else if (values.option !== 'bank') errors.file = t('check.scanner');
  return errors;
}
