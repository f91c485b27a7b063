import { actorView, type AdminActionRecord } from './admin-action.js';
import { describeAction } from './admin-action-summary.js';

const at = new Date('2026-01-06T05:00:00.000Z');

function record(kind: AdminActionRecord['kind'], event_type: string, details: object, previous: object | null = null, hidden_until: Date | null = null): AdminActionRecord {
  return { event_id: 'e', event_type, kind, at, actor: 'admin:a', subject: 's', details: details as Record<string, unknown>, previous: previous as Record<string, unknown> | null, hidden_until };
}

describe('admin action summaries', () => {
  it('names a ticket amount change with its period and both amounts, the default when it is the first', () => {
    expect(describeAction(record('setting', 'TicketPriceChanged', { period: '3h', pricePaise: 15_000 }), at).summary).toBe(
      'Ticket amount for 3 hours: ₹100.00 → ₹150.00',
    );
    expect(describeAction(record('setting', 'TicketPriceChanged', { period: 'weekly', pricePaise: 60_000 }, { period: 'weekly', pricePaise: 55_000 }), at).summary).toBe(
      'Ticket amount for weekly: ₹550.00 → ₹600.00',
    );
  });

  it('writes the referral amount and the news with what they replaced', () => {
    expect(describeAction(record('setting', 'ReferralAmountChanged', { amountPaise: 5_000 }), at).summary).toBe('Referral amount: ₹0.00 → ₹50.00');
    expect(describeAction(record('setting', 'LatestNewsChanged', { url: 'https://b.example' }, { url: 'https://a.example' }), at).summary).toBe(
      'Latest news: https://a.example → https://b.example',
    );
    expect(describeAction(record('setting', 'LatestNewsChanged', { url: 'https://a.example' }), at).summary).toBe('Latest news: (none) → https://a.example');
  });

  it('lists which payment details changed, and keeps the details as stored', () => {
    const details = { bank: null, upiId: 'fair@upi', crypto: { TRC20: 'T1', SOLANA: null } };
    const described = describeAction(record('setting', 'PaymentDetailsChanged', details), at);
    expect(described.summary).toBe('Payment details changed: UPI id, TRC20 address');
    expect(described.details).toEqual(details);
    const removed = describeAction(record('setting', 'PaymentDetailsChanged', { ...details, upiId: null }, details), at);
    expect(removed.summary).toBe('Payment details changed: UPI id removed');
    expect(describeAction(record('setting', 'PaymentDetailsChanged', details, details), at).summary).toBe('Payment details saved unchanged');
  });

  it('lists what a prize table change changed against the default table', () => {
    const table = { period: '24h', mode: 'any', jackpotPaise: 2_00_000_00, potShareBps: 1200, multipliers: { fiveN: 20_000, fourN: 2000, threeN: 60, twoN: 4, oneN: 0 } };
    expect(describeAction(record('prize_table', 'PrizeTableChanged', table), at).summary).toMatch(
      /^Prize table for 24 hours, any order: pot base ₹[\d,]+\.00 → ₹2,00,000\.00; pot share 10% → 12%; fourN ×1500 → ×2000$/,
    );
    expect(describeAction(record('prize_table', 'PrizeTableChanged', table, table), at).summary).toBe('Prize table for 24 hours, any order saved unchanged');
  });

  it('shows a request change as the status and amount before and after', () => {
    const requested = { requestId: 'r', userId: 'u', amountPaise: 50_000 };
    expect(describeAction(record('deposit_request', 'DepositUpdated', { status: 'done', amountPaise: 45_000 }, requested), at).summary).toBe(
      'Deposit request of ₹450.00: on hold → done; amount ₹500.00 → ₹450.00',
    );
    expect(
      describeAction(record('withdrawal_request', 'WithdrawalUpdated', { status: 'rejected', amountPaise: 45_000, reason: 'Wrong IFSC' }, { status: 'in_progress', amountPaise: 45_000 }), at).summary,
    ).toBe('Withdrawal request of ₹450.00: in progress → rejected; reason: Wrong IFSC');
  });

  it('never shows a posted result before its result_at, and shows it from then', () => {
    const posted = { roundId: '3h-2026-01-06T03:30:00.000Z', numbers: [5, 12, 33, 41, 60], letter: null, adminId: 'a' };
    const resultAt = new Date('2026-01-06T06:20:00.000Z');
    const before = describeAction(record('result', 'ResultPosted', posted, null, resultAt), new Date(resultAt.getTime() - 1));
    expect(before.summary).toBe('Result posted for the Vibrant (3 hours) round of 6 Jan 2026, 09:00 IST (shown from 6 Jan 2026, 11:50 IST)');
    expect(before.details).toEqual({ roundId: posted.roundId, adminId: 'a' });
    expect(JSON.stringify(before)).not.toMatch(/33|41|60/);
    const after = describeAction(record('result', 'ResultPosted', posted, null, resultAt), resultAt);
    expect(after.summary).toBe('Result posted for the Vibrant (3 hours) round of 6 Jan 2026, 09:00 IST: 05 12 33 41 60');
    expect(after.details).toEqual(posted);
    // No known result time: hidden.
    expect(describeAction(record('result', 'ResultPosted', posted, null, null), resultAt).details).toEqual({ roundId: posted.roundId, adminId: 'a' });
  });

  it('names the account a creation made', () => {
    expect(describeAction(record('admin_created', 'AdminCreated', { adminId: 'x', username: 'watcher', role: 'auditor', createdAt: at.toISOString() }), at).summary).toBe(
      'Auditor account "watcher" created',
    );
  });
});

describe('admin action actors', () => {
  const accounts = new Map([['a1', { username: 'chief', role: 'admin' as const }]]);
  it('names an admin by account, the command line as cli and anything else as the system', () => {
    expect(actorView('admin:a1', accounts)).toEqual({ id: 'a1', username: 'chief', role: 'admin' });
    expect(actorView('admin:gone', accounts)).toEqual({ id: 'gone', username: null, role: null });
    expect(actorView('system:cli', accounts)).toEqual({ id: null, username: 'cli', role: null });
    expect(actorView('system:admin-seeder', accounts)).toEqual({ id: null, username: 'system', role: null });
  });
});
