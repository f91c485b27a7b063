import { parseRupees } from '../../lib/parse-rupees.js';
import { DEPOSIT_VALIDATION as D, WITHDRAW_VALIDATION as W, type CryptoNetwork, type MoneyOption } from './money-requests.strings.js';

export { parseRupees };

/**
 * The Deposit and Withdraw forms' own checks (spec section 5), in the specification's
 * order: name, amount, then the chosen option's fields, then the file. Each answer maps a
 * field to its message; the first key is the first problem. The server checks it all again.
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

function bankErrors<Values extends BankValues>(values: Values, m: typeof D | typeof W): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!values.bankName.trim()) errors.bankName = m.bankName;
  if (!values.accountType) errors.accountType = m.accountType;
  if (!values.accountNumber.trim()) errors.accountNumber = m.accountNumber;
  if (!values.ifsc.trim()) errors.ifsc = m.ifsc;
  else if (!IFSC.test(values.ifsc.trim().toUpperCase())) errors.ifsc = m.ifscFormat;
  return errors;
}

/** Why a picked file cannot be a deposit screenshot, or null. */
export function depositFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return D.imageOnly;
  if (file.size > MAX_UPLOAD_BYTES) return D.tooLarge;
  return null;
}

/** Why a picked file cannot go with a withdrawal (images or PDF), or null. */
export function withdrawFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/') && file.type !== 'application/pdf') return W.fileKind;
  if (file.size > MAX_UPLOAD_BYTES) return W.tooLarge;
  return null;
}

export function depositErrors(values: DepositValues): FieldErrors<DepositValues> {
  const errors: FieldErrors<DepositValues> = {};
  if (!values.name.trim()) errors.name = D.name;
  const amount = parseRupees(values.amount);
  if (!values.amount.trim()) errors.amount = D.amountRequired;
  else if (amount === null || amount < 1) errors.amount = D.amountInvalid;
  if (values.option === 'bank') Object.assign(errors, bankErrors(values, D));
  if (values.option === 'upi' && !values.upiHandle.trim()) errors.upiHandle = D.upiHandle;
  if (values.option === 'crypto' && !values.transaction.trim()) errors.transaction = D.transaction;
  // The screenshot proves the payment: required for UPI and crypto, optional for a bank transfer.
  if (values.file) {
    const problem = depositFileProblem(values.file);
    if (problem) errors.file = problem;
  } else if (values.option !== 'bank') errors.file = D.screenshot;
  return errors;
}

/** `available` is the withdrawable money balance in rupees, when known. */
export function withdrawErrors(values: WithdrawValues, available: number | null): FieldErrors<WithdrawValues> {
  const errors: FieldErrors<WithdrawValues> = {};
  if (!values.name.trim()) errors.name = W.name;
  const amount = parseRupees(values.amount);
  if (!values.amount.trim() || (amount !== null && amount <= 0) || (amount === null && !(Number(values.amount) > 0))) {
    errors.amount = W.amount;
  } else if (amount === null) errors.amount = W.amountDecimals;
  else if (available !== null && amount > available) errors.amount = W.overBalance;
  if (values.option === 'bank') Object.assign(errors, bankErrors(values, W));
  if (values.option === 'upi' && !values.upiId.trim()) errors.upiId = W.upiId;
  if (values.option === 'crypto' && !values.address.trim()) errors.address = W.address;
  if (values.file) {
    const problem = withdrawFileProblem(values.file);
    if (problem) errors.file = problem;
  } else if (values.option !== 'bank') errors.file = W.scanner;
  return errors;
}
