import { auditProblems } from './audit-problems.js';
import type { AuditReport } from './audit-report.js';

const u1 = '11111111-1111-4111-8111-111111111111';
const u2 = '22222222-2222-4222-8222-222222222222';

const report = (): Omit<AuditReport, 'problems' | 'replayProblems'> => ({
  ok: false,
  failures: ['...'],
  wallets: 2,
  events: 10,
  replaySeconds: 0.001,
  eventsPerSecond: 10_000,
  balances: {
    checked: 2,
    mismatches: [{ userId: u1, source: 'ledger_postings', replayed: { money: 100, referral: 0, held: 0, version: 3 }, stored: { money: 50, referral: 0, held: 0, version: -1 } }],
    mismatchCount: 1,
    changedDuringAudit: 0,
  },
  chains: {
    checked: 3,
    broken: [
      { streamId: `wallet-${u2}`, problem: 'event at version 2 does not match its hash', brokenVersion: 2 },
      { streamId: 'deposit-request-d1', problem: 'the stream has events but no head record' },
    ],
    brokenCount: 2,
  },
  ledger: {
    postings: 9,
    total: 50,
    unbalancedEvents: [{ globalPosition: 7, sum: 50 }],
    unbalancedEventCount: 1,
    orphanPostings: 2,
    eventsWithPostings: 4,
    expectedEventsWithPostings: 5,
    accounts: [],
  },
  moneyRequests: { deposits: 1, withdrawals: 0, credits: 1, holds: 0, bonuses: 0, problems: ['x'], problemCount: 1, located: [{ message: `deposit credit of ₹1.00 to ${u1} for d9: no such deposit request`, userId: u1 }] },
  settlements: { rounds: 1, tickets: 2, prizes: 1, problems: ['y'], problemCount: 1, located: [{ message: `draw 3h-x: ${u2} was credited 5 paise but won nothing`, roundId: '3h-x', userId: u2 }], roundEventsWithPostings: 1 },
});

describe('audit problems (one list, each with what it is about)', () => {
  it('names the wallet’s player, the version and the round of each problem', () => {
    const problems = auditProblems(report(), [{ streamId: `wallet-${u2}`, version: 4, message: `wallet-${u2}@4: a balance is negative after FundsHeld` }]);
    expect(problems).toEqual([
      { kind: 'history', message: `wallet-${u2}@4: a balance is negative after FundsHeld`, userId: u2, version: 4 },
      { kind: 'chain', message: `wallet-${u2}: event at version 2 does not match its hash`, userId: u2, version: 2 },
      { kind: 'chain', message: 'deposit-request-d1: the stream has events but no head record' },
      { kind: 'balance', message: `${u1} (ledger_postings): events say money ₹1.00, referral ₹0.00, held ₹0.00 at v3, read model says money ₹0.50, referral ₹0.00, held ₹0.00`, userId: u1 },
      { kind: 'ledger', message: 'the ledger does not sum to zero (₹0.50)' },
      { kind: 'ledger', message: 'postings of event #7 sum to ₹0.50' },
      { kind: 'ledger', message: '2 postings belong to no stored event' },
      { kind: 'ledger', message: '4 events have postings but 5 wallet and settlement events move money' },
      { kind: 'money-request', message: `deposit credit of ₹1.00 to ${u1} for d9: no such deposit request`, userId: u1 },
      { kind: 'settlement', message: `draw 3h-x: ${u2} was credited 5 paise but won nothing`, roundId: '3h-x', userId: u2 },
    ]);
  });
});
