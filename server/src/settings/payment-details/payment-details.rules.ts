import { hasInvisibleCharacters } from '../../shared/http/text-fields.js';
import type { PaymentDetails } from '../queries/get-settings/get-settings.query.js';
import { ACCOUNT_NUMBER, ACCOUNT_TYPES, ADDRESS_CHECKS, CRYPTO_NETWORKS, IFSC, UPI_ID, type CryptoNetwork } from './payment-formats.js';

/** The messages of the payment details form; the request DTO and the decider both use them. */
export const PAYMENT_MESSAGES = {
  holderRequired: 'Account holder name is required',
  holderInvalid: "Account holder name must be 2 to 100 letters, digits, spaces or . , ' & ( ) -",
  accountNumberRequired: 'Account number is required',
  accountNumberInvalid: 'Account number must be 9 to 18 digits',
  bankNameRequired: 'Bank name is required',
  bankNameInvalid: "Bank name must be 2 to 100 letters, digits, spaces or . , ' & ( ) -",
  ifscRequired: 'IFSC code is required',
  ifscInvalid: 'Enter a valid IFSC code: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)',
  accountTypeRequired: 'Account type is required',
  accountTypeInvalid: 'Account type must be savings or current',
  upiInvalid: 'Enter a valid UPI ID in the form name@bank',
  TRC20Invalid: 'Enter a valid TRC20 address (34 characters starting with T)',
  SOLANAInvalid: 'Enter a valid Solana address (32 to 44 base58 characters)',
} as const;

export const ADDRESS_MESSAGES: Record<CryptoNetwork, string> = {
  TRC20: PAYMENT_MESSAGES.TRC20Invalid,
  SOLANA: PAYMENT_MESSAGES.SOLANAInvalid,
};

/** A name as a bank prints it: letters of any script, digits, spaces and a little punctuation. */
const NAME = /^[\p{L}\p{M}\p{N} .,'&()-]{2,100}$/u;

export function isAccountName(value: unknown): value is string {
  return typeof value === 'string' && NAME.test(value) && /\p{L}/u.test(value) && !hasInvisibleCharacters(value, { allowJoiners: true });
}

/** The first thing wrong with a set of payment details, or undefined when all is well. */
export function paymentDetailsProblem(details: PaymentDetails): string | undefined {
  const { bank, upiId, crypto } = details;
  if (bank) {
    if (!isAccountName(bank.accountHolderName)) return PAYMENT_MESSAGES.holderInvalid;
    if (!matches(ACCOUNT_NUMBER, bank.accountNumber)) return PAYMENT_MESSAGES.accountNumberInvalid;
    if (!isAccountName(bank.bankName)) return PAYMENT_MESSAGES.bankNameInvalid;
    if (!matches(IFSC, bank.ifscCode)) return PAYMENT_MESSAGES.ifscInvalid;
    if (!(ACCOUNT_TYPES as readonly string[]).includes(bank.typeOfAccount)) return PAYMENT_MESSAGES.accountTypeInvalid;
  }
  if (upiId !== null && !matches(UPI_ID, upiId)) return PAYMENT_MESSAGES.upiInvalid;
  for (const network of CRYPTO_NETWORKS) {
    const address = crypto[network];
    if (address !== null && !ADDRESS_CHECKS[network](address)) return ADDRESS_MESSAGES[network];
  }
  return undefined;
}

const matches = (pattern: RegExp, value: unknown) => typeof value === 'string' && pattern.test(value);
