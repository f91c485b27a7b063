import type { AccountDetails, CryptoNetwork, PaymentOption } from '../money-request.js';
import { text } from '../../shared/i18n/message.js';
import { RequestFieldError } from '../money-requests.errors.js';
import { checkBank, cryptoNetwork, FormProblems, nameProblem, paymentOption, readAmount, fieldValue, tooLargeMessage, UPI_HANDLE } from './field-rules.js';

/** The fields POST /user/deposit takes (multipart; `image` is the file). `name` is the specification's other name of the holder. */
export const DEPOSIT_FIELDS = [
  'deposit_option', 'amount', 'account_holder_name', 'name', 'account_number', 'type_of_account', 'bank_name', 'ifsc_code',
  'upi_handle', 'crypto', 'network', 'payment_reference',
] as const;

export interface DepositForm extends AccountDetails {
  option: PaymentOption;
  amountPaise: number;
  transactionId: string | null;
  network: CryptoNetwork | null;
  /** The reference of GET /user/deposit/upi-payment, when the player paid with it. */
  paymentReference: string | null;
}

/** Crypto transaction ids (hashes, signatures): letters and digits, 8 to 128 of them. */
const TRANSACTION = /^[A-Za-z0-9]{8,128}$/;
export const PAYMENT_REFERENCE = /^FD[A-HJ-NP-Z2-9]{8}$/;

/**
 * A player's deposit form, checked in the order of the specification (section 5, Deposit):
 * name, amount, then the option's fields, then the screenshot (required for UPI and
 * crypto). Every problem is listed; the first is the message. What the file holds is
 * judged afterwards (shared/uploads), once the fields are right.
 */
export function checkDepositForm(fields: Record<string, string>, hasImage: boolean, maxPaise: number): DepositForm {
  const problems = new FormProblems();
  const option = paymentOption(fieldValue(fields, 'deposit_option'));
  if (!option) problems.add('deposit_option', text('Select a deposit option: bank, upi or crypto'));
  const accountHolderName = fieldValue(fields, 'account_holder_name') || fieldValue(fields, 'name');
  if (!accountHolderName) problems.add('account_holder_name', text('Name is required'));
  else {
    const bad = nameProblem(accountHolderName);
    if (bad) problems.add('account_holder_name', bad);
  }
  const amount = readAmount(fieldValue(fields, 'amount'), 100, maxPaise);
  if ('problem' in amount) {
    const message = { missing: text('Amount is required'), invalid: text('Enter a valid amount'), too_large: tooLargeMessage(maxPaise) }[amount.problem];
    problems.add('amount', message);
  }
  const form: Omit<DepositForm, 'option' | 'amountPaise'> = {
    accountHolderName,
    accountNumber: null,
    typeOfAccount: null,
    bankName: null,
    ifscCode: null,
    upiHandle: null,
    transactionId: null,
    network: null,
    paymentReference: null,
  };
  if (option === 'bank') Object.assign(form, checkBank(fields, problems));
  if (option === 'upi') {
    const upiHandle = fieldValue(fields, 'upi_handle');
    if (!upiHandle) problems.add('upi_handle', text('UPI handle is required'));
    else if (!UPI_HANDLE.test(upiHandle)) problems.add('upi_handle', text('Enter a valid UPI handle (name@bank)'));
    if (!hasImage) problems.add('image', text('Scanner image is required'));
    form.upiHandle = upiHandle;
  }
  if (option === 'crypto') {
    const transactionId = fieldValue(fields, 'crypto');
    if (!transactionId) problems.add('crypto', text('TNXT number is required'));
    else if (!TRANSACTION.test(transactionId)) problems.add('crypto', text('Enter a valid TNXT number'));
    const network = cryptoNetwork(fieldValue(fields, 'network'));
    if (!network) problems.add('network', text('Select the network: TRC20 or SOLANA'));
    if (!hasImage) problems.add('image', text('Scanner image is required'));
    Object.assign(form, { transactionId, network });
  }
  const reference = fieldValue(fields, 'payment_reference').toUpperCase();
  if (reference && !PAYMENT_REFERENCE.test(reference)) problems.add('payment_reference', text('Enter the payment reference as it was given'));
  form.paymentReference = reference || null;
  if (problems.list.length > 0) throw new RequestFieldError(problems.list[0].text, problems.list[0].field, problems.list);
  return { ...form, option: option!, amountPaise: (amount as { paise: number }).paise };
}
