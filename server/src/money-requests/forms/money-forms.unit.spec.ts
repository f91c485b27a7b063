import { checkAdminUpdate } from './admin-update-form.js';
import { checkDepositForm } from './deposit-form.js';
import { checkWithdrawalForm } from './withdrawal-form.js';

const MAX = 10_000_000;
const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
    return [];
  } catch (error) {
    return ((error as { problems?: { message: string }[] }).problems ?? [{ message: (error as Error).message }]).map((p) => p.message);
  }
};

describe('deposit form (spec section 5, Deposit)', () => {
  it('lists every problem in the specification order: name, amount, then the option fields, then the screenshot', () => {
    expect(problemsOf(() => checkDepositForm({ deposit_option: 'upi' }, false, MAX))).toEqual([
      'Name is required',
      'Amount is required',
      'UPI handle is required',
      'Scanner image is required',
    ]);
    expect(problemsOf(() => checkDepositForm({ deposit_option: 'crypto', account_holder_name: 'A', amount: '0' }, false, MAX))).toEqual([
      'Enter a valid amount',
      'TNXT number is required',
      'Select the network: TRC20 or SOLANA',
      'Scanner image is required',
    ]);
    expect(problemsOf(() => checkDepositForm({ deposit_option: 'bank', account_holder_name: 'A', amount: '10' }, false, MAX))).toEqual([
      'Bank name is required',
      'Account type is required',
      'Account number is required',
      'IFSC code is required',
    ]);
    expect(problemsOf(() => checkDepositForm({}, false, MAX))).toEqual(['Select a deposit option: bank, upi or crypto', 'Name is required', 'Amount is required']);
  });

  it('takes amounts of at least 1 rupee with at most 2 decimals and at most the maximum', () => {
    const base = { deposit_option: 'bank', account_holder_name: 'Asha', bank_name: 'SBI', type_of_account: 'Savings', account_number: '001234567890', ifsc_code: 'sbin0001234' };
    for (const bad of ['0', '0.99', '-5', '1e3', '12.345', 'abc', '1,000', ' 5 5', 'Infinity', '0x10']) {
      expect({ bad, problems: problemsOf(() => checkDepositForm({ ...base, amount: bad }, false, MAX)) }).toEqual({ bad, problems: ['Enter a valid amount'] });
    }
    expect(problemsOf(() => checkDepositForm({ ...base, amount: '100000.01' }, false, MAX))).toEqual(['Amount must not be more than ₹1,00,000.00']);
    const form = checkDepositForm({ ...base, amount: ' 100000 ' }, false, MAX);
    expect(form).toMatchObject({ option: 'bank', amountPaise: 10_000_000, typeOfAccount: 'savings', ifscCode: 'SBIN0001234', upiHandle: null });
    expect(checkDepositForm({ ...base, amount: '1.5' }, false, MAX).amountPaise).toBe(150);
  });

  it('checks the formats: IFSC, account number, account type, UPI handle, TNXT, reference, name', () => {
    const bank = { deposit_option: 'bank', account_holder_name: 'Asha', amount: '5', bank_name: 'SBI', type_of_account: 'savings', account_number: '001234567890', ifsc_code: 'SBIN0001234' };
    expect(problemsOf(() => checkDepositForm({ ...bank, ifsc_code: 'SBIN1001234' }, false, MAX))).toEqual(['Enter a valid IFSC code (4 letters, 0, then 6 letters or digits)']);
    expect(problemsOf(() => checkDepositForm({ ...bank, account_number: '12ab' }, false, MAX))).toEqual(['Enter a valid account number (9 to 18 digits)']);
    expect(problemsOf(() => checkDepositForm({ ...bank, type_of_account: 'crypto' }, false, MAX))).toEqual(['Select the account type: savings or current']);
    expect(problemsOf(() => checkDepositForm({ ...bank, account_holder_name: 'A\u200Bsha' }, false, MAX))).toEqual(['Enter a valid name']);
    expect(problemsOf(() => checkDepositForm({ ...bank, payment_reference: 'FD1' }, false, MAX))).toEqual(['Enter the payment reference as it was given']);
    const upi = { deposit_option: 'UPI', name: 'Asha', amount: '5', upi_handle: 'not a handle' };
    expect(problemsOf(() => checkDepositForm(upi, true, MAX))).toEqual(['Enter a valid UPI handle (name@bank)']);
    expect(checkDepositForm({ ...upi, upi_handle: 'asha.rao@okhdfc', payment_reference: 'fdabcdefgh' }, true, MAX)).toMatchObject({
      option: 'upi',
      accountHolderName: 'Asha',
      upiHandle: 'asha.rao@okhdfc',
      paymentReference: 'FDABCDEFGH',
    });
    const crypto = { deposit_option: 'crypto', name: 'Asha', amount: '5', crypto: 'tx', network: 'solana' };
    expect(problemsOf(() => checkDepositForm(crypto, true, MAX))).toEqual(['Enter a valid TNXT number']);
    expect(checkDepositForm({ ...crypto, crypto: 'a1b2c3d4e5f6' }, true, MAX)).toMatchObject({ transactionId: 'a1b2c3d4e5f6', network: 'SOLANA' });
  });
});

describe('withdrawal form (spec section 5, Withdraw)', () => {
  it('lists every problem in order, with the withdraw messages', () => {
    expect(problemsOf(() => checkWithdrawalForm({ withdraw_option: 'upi' }, false, MAX))).toEqual([
      'Name is required',
      'Amount is required and must be greater than 0',
      'UPI ID is required',
      'Scanner file is required',
    ]);
    expect(problemsOf(() => checkWithdrawalForm({ withdraw_option: 'crypto', name: 'A', amount: '-1' }, false, MAX))).toEqual([
      'Amount is required and must be greater than 0',
      'Select the network: TRC20 or SOLANA',
      'Wallet address is required',
      'Scanner file is required',
    ]);
    expect(problemsOf(() => checkWithdrawalForm({ withdraw_option: 'bank', name: 'A', amount: '1.234' }, false, MAX))).toEqual([
      'Enter the amount in rupees with at most 2 decimals',
      'Bank name is required',
      'Account type is required',
      'Account number is required',
      'IFSC code is required',
    ]);
  });

  it('checks the address on its network and takes 0.01 and more', () => {
    const crypto = { withdraw_option: 'crypto', name: 'A', amount: '0.01', crypto: 'TRC20', crypto_address: 'not-an-address' };
    expect(problemsOf(() => checkWithdrawalForm(crypto, true, MAX))).toEqual(['Enter a valid TRC20 address']);
    const ok = checkWithdrawalForm({ ...crypto, crypto_address: 'TJYeasTPa6gpEEfYqPdEEkwe6EyR5fRaNB' }, true, MAX);
    expect(ok).toMatchObject({ option: 'crypto', amountPaise: 1, network: 'TRC20' });
  });
});

describe('admin update form', () => {
  it('takes status, amount, reason and the version (body or If-Match)', () => {
    expect(checkAdminUpdate({ status: 'rejected', amount: '250.5', reason: ' No such payment ' }, undefined, false, MAX)).toEqual({
      status: 'rejected',
      amountPaise: 25_050,
      reason: 'No such payment',
    });
    expect(checkAdminUpdate({ status: 'done' }, 'W/"7"', false, MAX)).toEqual({ status: 'done', expectedVersion: 7 });
    expect(checkAdminUpdate({ status: 'done', version: '3' }, '"7"', false, MAX).expectedVersion).toBe(3);
  });

  it('refuses unknown statuses, bad amounts and versions, and an empty change', () => {
    expect(problemsOf(() => checkAdminUpdate({ status: 'approved' }, undefined, false, MAX))).toEqual(['Select a valid status: on_hold, in_progress, done or rejected']);
    expect(problemsOf(() => checkAdminUpdate({ amount: '-3' }, undefined, false, MAX))).toEqual(['Enter a valid amount']);
    expect(problemsOf(() => checkAdminUpdate({ status: 'done', version: '0' }, undefined, false, MAX))).toEqual(['version must be a whole number from 1']);
    expect(problemsOf(() => checkAdminUpdate({}, undefined, false, MAX))).toEqual(['Send a status or an amount to change.']);
    expect(checkAdminUpdate({}, undefined, true, MAX)).toEqual({});
  });
});
