import { hasInvisibleCharacters } from '../../shared/http/text-fields.js';
import { english } from '../../shared/i18n/format-message.js';
import { text, type Message } from '../../shared/i18n/message.js';
import { formatRupees } from '../../shared/money/money.js';
import { CRYPTO_NETWORKS, PAYMENT_OPTIONS, type CryptoNetwork, type PaymentOption } from '../money-request.js';

/**
 * The rules of the money forms' fields, shared by the deposit and withdrawal forms. Each
 * form checks in the specification's order (section 5) and collects every problem; the
 * first one is the answer's `msg`. Values are trimmed; empty means not given.
 */
export class FormProblems {
  readonly list: FormProblem[] = [];
  add(field: string, message: Message): void {
    this.list.push({ field, message: english(message), text: message });
  }
}

/** One problem of a form: its field, its English and the message it is shown in every language. */
export interface FormProblem {
  field: string;
  message: string;
  text: Message;
}

export const fieldValue = (fields: Record<string, string>, name: string): string => (fields[name] ?? '').trim();

export function paymentOption(value: string): PaymentOption | null {
  const lower = value.toLowerCase();
  return (PAYMENT_OPTIONS as readonly string[]).includes(lower) ? (lower as PaymentOption) : null;
}

export function cryptoNetwork(value: string): CryptoNetwork | null {
  const upper = value.toUpperCase();
  return (CRYPTO_NETWORKS as readonly string[]).includes(upper) ? (upper as CryptoNetwork) : null;
}

/** A person's name: letters in any script (joiners allowed), nothing invisible, at most 100 characters. */
export function nameProblem(name: string): Message | null {
  if (name.length > 100) return text('Name must be at most 100 characters');
  if (hasInvisibleCharacters(name, { allowJoiners: true })) return text('Enter a valid name');
  return null;
}

/** Rupees as typed: digits with at most 2 decimals ('100', '99.5'); no signs, exponents or spaces inside. */
const RUPEES = /^\d{1,12}(\.\d{1,2})?$/;

export type AmountReading = { paise: number } | { problem: 'missing' | 'invalid' | 'too_large' };

/** Reads rupees into paise: at least `minPaise`, at most `maxPaise`. */
export function readAmount(raw: string, minPaise: number, maxPaise: number): AmountReading {
  if (raw === '') return { problem: 'missing' };
  if (!RUPEES.test(raw)) return { problem: 'invalid' };
  const [whole, decimals = ''] = raw.split('.');
  const paise = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (paise < minPaise) return { problem: 'invalid' };
  if (paise > maxPaise) return { problem: 'too_large' };
  return { paise };
}

export const tooLargeMessage = (maxPaise: number): Message => text('Amount must not be more than {max}', { max: formatRupees(maxPaise) });

/** The real IFSC shape: four letters of the bank, a zero, six letters or digits of the branch. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers: 9 to 18 digits. */
const ACCOUNT_NUMBER = /^\d{9,18}$/;
export const ACCOUNT_TYPES = ['savings', 'current'] as const;
/** name@provider, as UPI apps show them. */
export const UPI_HANDLE = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export interface BankFields {
  bankName: string;
  typeOfAccount: string;
  accountNumber: string;
  ifscCode: string;
}

/** Spec section 5: bank name, account type, account number and IFSC code, in that order. */
export function checkBank(fields: Record<string, string>, problems: FormProblems): BankFields {
  const bankName = fieldValue(fields, 'bank_name');
  const typeOfAccount = fieldValue(fields, 'type_of_account').toLowerCase();
  const accountNumber = fieldValue(fields, 'account_number').replace(/\s/g, '');
  const ifscCode = fieldValue(fields, 'ifsc_code').toUpperCase();
  if (!bankName) problems.add('bank_name', text('Bank name is required'));
  else if (bankName.length > 100 || hasInvisibleCharacters(bankName, { allowJoiners: true })) problems.add('bank_name', text('Enter a valid bank name'));
  if (!typeOfAccount) problems.add('type_of_account', text('Account type is required'));
  else if (!(ACCOUNT_TYPES as readonly string[]).includes(typeOfAccount)) problems.add('type_of_account', text('Select the account type: savings or current'));
  if (!accountNumber) problems.add('account_number', text('Account number is required'));
  else if (!ACCOUNT_NUMBER.test(accountNumber)) problems.add('account_number', text('Enter a valid account number (9 to 18 digits)'));
  if (!ifscCode) problems.add('ifsc_code', text('IFSC code is required'));
  else if (!IFSC.test(ifscCode)) problems.add('ifsc_code', text('Enter a valid IFSC code (4 letters, 0, then 6 letters or digits)'));
  return { bankName, typeOfAccount, accountNumber, ifscCode };
}
