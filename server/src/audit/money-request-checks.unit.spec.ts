import { judgeMoneyRequests, type MoneyRequestFacts, type RequestFact } from './money-request-checks.js';

const request = (userId: string, status: RequestFact['status'], amountPaise: number, version = 2): RequestFact => ({ userId, status, amountPaise, version });

/** An honest history: a done deposit credited, one open, one done and one rejected withdrawal, one earned bonus. */
function honest(): MoneyRequestFacts {
  const deposits = new Map([
    ['d1', request('u1', 'done', 50_000)],
    ['d2', request('u1', 'on_hold', 10_000, 1)],
    ['d3', request('u2', 'done', 700)],
  ]);
  const withdrawals = new Map([
    ['w1', request('u1', 'in_progress', 20_000)],
    ['w2', request('u1', 'done', 5_000, 3)],
    ['w3', request('u1', 'rejected', 9_000)],
  ]);
  return {
    deposits,
    withdrawals,
    credits: [
      { userId: 'u1', requestId: 'd1', amountPaise: 50_000 },
      { userId: 'u2', requestId: 'd3', amountPaise: 700 },
    ],
    holds: [
      { userId: 'u1', holdId: 'w1', status: 'active', amountPaise: 20_000, captures: 0 },
      { userId: 'u1', holdId: 'w2', status: 'captured', amountPaise: 5_000, captures: 1 },
      { userId: 'u1', holdId: 'w3', status: 'released', amountPaise: 9_000, captures: 0 },
    ],
    bonuses: [{ referrerId: 'u1', referredUserId: 'u2', amountPaise: 2_500 }],
    referredBy: new Map([['u2', 'u1']]),
    rows: { deposits: new Map(deposits), withdrawals: new Map(withdrawals) },
    brokenChains: [],
  };
}

describe('judgeMoneyRequests', () => {
  it('passes an honest history', () => {
    expect(judgeMoneyRequests(honest())).toEqual({ deposits: 3, withdrawals: 3, credits: 2, holds: 3, bonuses: 1, problems: [], problemCount: 0, located: [] });
  });

  it('names a credit without a done request of that player and amount, a done deposit never credited, and a double credit', () => {
    const facts = honest();
    facts.credits.push(
      { userId: 'u1', requestId: 'nope', amountPaise: 1 },
      { userId: 'u9', requestId: 'd1', amountPaise: 50_000 },
      { userId: 'u1', requestId: 'd2', amountPaise: 10_000 },
    );
    facts.credits[1] = { userId: 'u2', requestId: 'd3', amountPaise: 800 };
    facts.deposits.set('d4', request('u2', 'done', 100));
    facts.rows.deposits.set('d4', request('u2', 'done', 100));
    expect(judgeMoneyRequests(facts).problems).toEqual([
      'deposit credit of ₹8.00 to u2 for d3: the request is of ₹7.00',
      'deposit credit of ₹0.01 to u1 for nope: no such deposit request',
      "deposit credit of ₹500.00 to u9 for d1: the request is u1's",
      'deposit credit of ₹100.00 to u1 for d2: the request is on_hold',
      'deposit d1 is credited 2 times',
      'deposit d4 is done but not credited (yet: its reactor credits it when it runs)',
    ]);
  });

  it('places each problem at the player it is about, where there is one', () => {
    const facts = honest();
    facts.credits.push({ userId: 'u9', requestId: 'nope', amountPaise: 1 });
    facts.holds.push({ userId: 'u2', holdId: 'stray', status: 'active', amountPaise: 1, captures: 0 });
    facts.bonuses.push({ referrerId: 'u3', referredUserId: 'u3', amountPaise: 1 });
    facts.rows.withdrawals.set('ghost', request('u4', 'done', 1));
    facts.brokenChains.push({ streamId: 'deposit-request-d2', problem: 'version 1 does not match its hash' });
    const { located, problems } = judgeMoneyRequests(facts);
    expect(located.map((p) => p.message)).toEqual(problems);
    expect(located.map((p) => p.userId ?? null)).toEqual([null, 'u9', 'u2', 'u3', 'u3', 'u4']);
  });

  it('names holds that disagree with their withdrawal, and holds of no withdrawal', () => {
    const facts = honest();
    facts.holds[0] = { ...facts.holds[0], amountPaise: 19_000 };
    facts.holds[1] = { ...facts.holds[1], status: 'active', captures: 0 };
    facts.holds[2] = { ...facts.holds[2], status: 'captured', captures: 2 };
    facts.holds.push({ userId: 'u2', holdId: 'stray', status: 'active', amountPaise: 1, captures: 0 });
    expect(judgeMoneyRequests(facts).problems).toEqual([
      'hold w3 of u1 (captured, ₹90.00): captured 2 times',
      'hold stray of u2 (active, ₹0.01): no such withdrawal request',
      'withdrawal w1 (in_progress, ₹200.00): its hold is active at ₹190.00',
      'withdrawal w2 (done, ₹50.00): its hold is active, not captured',
      'withdrawal w3 (rejected, ₹90.00): its hold is captured, not released',
    ]);
  });

  it('names bonuses not earned: to oneself, by a stranger, without a done deposit, twice', () => {
    const facts = honest();
    facts.bonuses.push(
      { referrerId: 'u1', referredUserId: 'u2', amountPaise: 2_500 },
      { referrerId: 'u3', referredUserId: 'u3', amountPaise: 1 },
      { referrerId: 'u1', referredUserId: 'u5', amountPaise: 1 },
    );
    facts.referredBy.set('u5', 'u1');
    expect(judgeMoneyRequests(facts).problems).toEqual([
      'referral bonus of ₹0.01 to u3 for u3: paid to the referred player',
      'referral bonus of ₹0.01 to u3 for u3: the referred player has no done deposit',
      'referral bonus of ₹0.01 to u1 for u5: the referred player has no done deposit',
      'referral bonus for u2 paid 2 times',
    ]);
  });

  it('names read-model rows that disagree with the events, missing ones and stray ones, and broken chains', () => {
    const facts = honest();
    facts.rows.deposits.set('d1', request('u1', 'rejected', 50_000));
    facts.rows.withdrawals.delete('w2');
    facts.rows.withdrawals.set('ghost', request('u1', 'done', 1));
    facts.brokenChains.push({ streamId: 'deposit-request-d2', problem: 'version 1 does not match its hash' });
    expect(judgeMoneyRequests(facts)).toMatchObject({
      problemCount: 4,
      problems: [
        'deposit-request-d2: hash chain broken (version 1 does not match its hash)',
        'deposit d1: the read model says rejected ₹500.00 v2, the events done ₹500.00 v2',
        'withdrawal w2: no row in the read model',
        'withdrawal ghost: a read-model row without events',
      ],
    });
  });
});
