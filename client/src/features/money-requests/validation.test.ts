import { describe, expect, it } from '@jest/globals';
import { textOf } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };
import { depositErrors as checkDeposit, IFSC, parseRupees, withdrawErrors as checkWithdraw, type DepositValues, type WithdrawValues } from './validation.js';

// The checks speak the words they are given: English here, the language shown on the page.
const t = textOf('money-requests', en);
const depositErrors = (values: DepositValues) => checkDeposit(values, t);
const withdrawErrors = (values: WithdrawValues, available: number | null) => checkWithdraw(values, available, t);

const deposit = (over: Partial<DepositValues>): DepositValues => ({
  option: 'bank', name: 'Asha', amount: '100', accountNumber: '1234', accountType: 'savings', bankName: 'SBI', ifsc: 'SBIN0001234',
  upiHandle: '', transaction: '', network: 'TRC20', file: null, ...over,
});

const withdraw = (over: Partial<WithdrawValues>): WithdrawValues => ({
  option: 'bank', name: 'Asha', amount: '100', accountNumber: '1234', accountType: 'savings', bankName: 'SBI', ifsc: 'SBIN0001234',
  upiId: '', address: '', network: 'TRC20', file: null, ...over,
});

describe('money request checks', () => {
  it('reads rupees with at most two decimals and nothing else', () => {
    expect(['100', '99.5', '0.01', ' 7 '].map(parseRupees)).toEqual([100, 99.5, 0.01, 7]);
    for (const bad of ['1.234', '1e3', '-1', '0x10', '1,000', 'Infinity', '', '.5']) expect(parseRupees(bad)).toBeNull();
  });

  it('a deposit is at least ₹1: below, exotic numbers and three decimals are not a valid amount', () => {
    for (const amount of ['0.99', '0', '1e3', '10.001', 'abc']) expect(depositErrors(deposit({ amount })).amount).toBe('Enter a valid amount');
    expect(depositErrors(deposit({ amount: '  ' })).amount).toBe('Amount is required');
    expect(depositErrors(deposit({ amount: '1' }))).toEqual({});
  });

  it('a bank deposit may go without a screenshot; an image above 5 MB is refused', () => {
    expect(depositErrors(deposit({}))).toEqual({});
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(depositErrors(deposit({ file: big })).file).toBe('The file must be 5 MB or smaller');
  });

  it('IFSC codes have their real shape', () => {
    expect(['SBIN0001234', 'HDFC0ABC123'].every((code) => IFSC.test(code))).toBe(true);
    expect(['SBIN1001234', 'SBI0001234', 'SBIN00012345', 'sbin0001234'].some((code) => IFSC.test(code))).toBe(false);
  });

  it('a withdrawal is more than 0, at most two decimals, and at most the available balance', () => {
    expect(withdrawErrors(withdraw({ amount: '-5' }), null).amount).toBe('Amount is required and must be greater than 0');
    expect(withdrawErrors(withdraw({ amount: '0.00' }), null).amount).toBe('Amount is required and must be greater than 0');
    expect(withdrawErrors(withdraw({ amount: '1.005' }), null).amount).toBe('Enter the amount in rupees with at most 2 decimals');
    expect(withdrawErrors(withdraw({ amount: '100' }), 99.99).amount).toBe('Amount is more than your available balance');
    expect(withdrawErrors(withdraw({ amount: '100' }), 100)).toEqual({});
    // Unknown balance: the server is the judge.
    expect(withdrawErrors(withdraw({ amount: '100000' }), null)).toEqual({});
  });

  it('checks come in the specification order, the first problem first', () => {
    const errors = withdrawErrors(withdraw({ option: 'upi', name: '', amount: '', upiId: '' }), null);
    expect(Object.keys(errors)).toEqual(['name', 'amount', 'upiId', 'file']);
  });
});
