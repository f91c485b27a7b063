import type { AccountDetails, CryptoNetwork, PaymentOption } from '../money-request.js';
import { text } from '../../shared/i18n/message.js';
import { RequestFieldError } from '../money-requests.errors.js';
import { checkBank, cryptoNetwork, FormProblems, nameProblem, paymentOption, readAmount, fieldValue, tooLargeMessage, UPI_HANDLE } from './field-rules.js';

/** The fields POST /user/withdraw takes (multipart; `image` is the scanner file). `crypto` is the network. */
export const WITHDRAWAL_FIELDS = [
  'withdraw_option', 'amount', 'account_holder_name', 'name', 'account_number', 'type_of_account', 'bank_name', 'ifsc_code',
  'upi_handle', 'crypto', 'crypto_address',
] as const;

export interface WithdrawalForm extends AccountDetails {
  option: PaymentOption;
  amountPaise: number;
  network: CryptoNetwork | null;
  cryptoAddress: string | null;
}

/** TRC20 (Tron) addresses: T and 33 base58 characters; Solana: 32 to 44 base58 characters. */
const ADDRESSES: Record<CryptoNetwork, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  SOLANA: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
};

/**
 * A player's withdrawal form, in the order of the specification (section 5, Withdraw):
 * name, amount, then the option's fields with the scanner file (required for UPI and
 * crypto). Every problem is listed; the first is the message.
 */
export function checkWithdrawalForm(fields: Record<string, string>, hasFile: boolean, maxPaise: number): WithdrawalForm {
  const problems = new FormProblems();
  const option = paymentOption(fieldValue(fields, 'withdraw_option'));
  if (!option) problems.add('withdraw_option', text('Select a withdrawal option: bank, upi or crypto'));
  const accountHolderName = fieldValue(fields, 'account_holder_name') || fieldValue(fields, 'name');
  if (!accountHolderName) problems.add('account_holder_name', text('Name is required'));
  else {
    const bad = nameProblem(accountHolderName);
    if (bad) problems.add('account_holder_name', bad);
  }
  const amount = readAmount(fieldValue(fields, 'amount'), 1, maxPaise);
  if ('problem' in amount) {
    const message =
      amount.problem === 'too_large'
        ? tooLargeMessage(maxPaise)
        : /^\d+\.\d{3,}$/.test(fieldValue(fields, 'amount'))
          ? text('Enter the amount in rupees with at most 2 decimals')
          : text('Amount is required and must be greater than 0');
    problems.add('amount', message);
  }
  const form: Omit<WithdrawalForm, 'option' | 'amountPaise'> = {
    accountHolderName,
    accountNumber: null,
    typeOfAccount: null,
    bankName: null,
    ifscCode: null,
    upiHandle: null,
    network: null,
    cryptoAddress: null,
  };
  if (option === 'bank') Object.assign(form, checkBank(fields, problems));
  if (option === 'upi') {
    const upiHandle = fieldValue(fields, 'upi_handle');
    if (!upiHandle) problems.add('upi_handle', text('UPI ID is required'));
    else if (!UPI_HANDLE.test(upiHandle)) problems.add('upi_handle', text('Enter a valid UPI ID (name@bank)'));
    if (!hasFile) problems.add('image', text('Scanner file is required'));
    form.upiHandle = upiHandle;
  }
  if (option === 'crypto') {
    const network = cryptoNetwork(fieldValue(fields, 'crypto'));
    const cryptoAddress = fieldValue(fields, 'crypto_address');
    if (!network) problems.add('crypto', text('Select the network: TRC20 or SOLANA'));
    if (!cryptoAddress) problems.add('crypto_address', text('Wallet address is required'));
    else if (network && !ADDRESSES[network].test(cryptoAddress)) problems.add('crypto_address', text('Enter a valid {network} address', { network }));
    if (!hasFile) problems.add('image', text('Scanner file is required'));
    Object.assign(form, { network, cryptoAddress });
  }
  if (problems.list.length > 0) throw new RequestFieldError(problems.list[0].text, problems.list[0].field, problems.list);
  return { ...form, option: option!, amountPaise: (amount as { paise: number }).paise };
}
