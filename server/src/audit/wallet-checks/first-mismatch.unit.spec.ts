import { replayAgainstReadModels, type ReplayedEvent, type WalletReadModels } from './first-mismatch.js';

const at = '2026-01-05T04:30:00.000Z';
const ev = (version: number, type: string, data: Record<string, unknown>): ReplayedEvent => ({ version, eventId: `e${version}`, type, occurredAt: at, data });
const history = [
  ev(1, 'WalletOpened', { userId: 'u1' }),
  ev(2, 'DepositCredited', { requestId: 'd1', amountPaise: 100_000 }),
  ev(3, 'FundsHeld', { holdId: 'w1', revision: 1, amountPaise: 30_000 }),
  ev(4, 'TicketPurchased', { ticketId: 't1', roundId: 'r1', period: '3h', numbers: [1, 2, 3, 4, 5], letter: null, pricePaise: 10_000, fromReferralPaise: 0, fromMoneyPaise: 10_000 }),
];
/** The postings the ledger's rules give these events. */
const honestPostings = () =>
  new Map([
    ['e2', { money: 100_000, referral: 0, held: 0 }],
    ['e3', { money: -30_000, referral: 0, held: 30_000 }],
    ['e4', { money: -10_000, referral: 0, held: 0 }],
  ]);
const honest = (): WalletReadModels => ({ postings: honestPostings(), projected: { money: 60_000, referral: 0, held: 30_000, version: 4 } });

describe('replaying one wallet against its ledger postings and wallet_balances', () => {
  it('matches an honest wallet', () => {
    expect(replayAgainstReadModels(history, honest())).toEqual({
      events: 4,
      replayed: { money: 60_000, referral: 0, held: 30_000, version: 4 },
      ledger: { money: 60_000, referral: 0, held: 30_000 },
      projected: { money: 60_000, referral: 0, held: 30_000, version: 4 },
      firstMismatch: null,
    });
  });

  it('names the first event whose replay disagrees with the postings up to it (an altered amount), not a later one', () => {
    const altered = history.map((e) => (e.version === 2 ? { ...e, data: { ...e.data, amountPaise: 999_900 } } : e));
    const outcome = replayAgainstReadModels(altered, honest());
    expect(outcome.firstMismatch).toEqual({
      version: 2,
      eventId: 'e2',
      type: 'DepositCredited',
      occurredAt: at,
      source: 'ledger_postings',
      replayed: { money: 999_900, referral: 0, held: 0 },
      projected: { money: 100_000, referral: 0, held: 0 },
      problem:
        'Event 2 (DepositCredited, e2): the events add up to money ₹9,999.00, referral ₹0.00, held ₹0.00, ' +
        'but the ledger postings up to it hold money ₹1,000.00, referral ₹0.00, held ₹0.00.',
    });
    expect(outcome.replayed).toEqual({ money: 959_900, referral: 0, held: 30_000, version: 4 });
  });

  it('names an event whose postings are missing', () => {
    const postings = honestPostings();
    postings.delete('e3');
    expect(replayAgainstReadModels(history, { ...honest(), postings }).firstMismatch).toMatchObject({ version: 3, eventId: 'e3', source: 'ledger_postings' });
  });

  it('names postings of events that are not in the stream at its last event', () => {
    const postings = honestPostings();
    postings.set('gone', { money: 500, referral: 0, held: 0 });
    const outcome = replayAgainstReadModels(history, { ...honest(), postings });
    expect(outcome.ledger).toEqual({ money: 60_500, referral: 0, held: 30_000 });
    expect(outcome.firstMismatch).toMatchObject({ version: 4, source: 'ledger_postings', problem: expect.stringContaining('postings of 1 event not in this wallet\'s stream (gone)') });
  });

  it('compares the last state with wallet_balances: amounts, version, a missing row', () => {
    const row = (projected: WalletReadModels['projected']) => replayAgainstReadModels(history, { ...honest(), projected }).firstMismatch;
    expect(row({ money: 60_000, referral: 0, held: 29_999, version: 4 })).toMatchObject({
      version: 4,
      source: 'wallet_balances',
      projected: { money: 60_000, referral: 0, held: 29_999 },
      problem: expect.stringContaining('wallet_balances holds money ₹600.00, referral ₹0.00, held ₹299.99 at version 4'),
    });
    expect(row({ money: 60_000, referral: 0, held: 30_000, version: 3 })).toMatchObject({ source: 'wallet_balances', problem: expect.stringContaining('at version 3') });
    expect(row(null)).toMatchObject({ source: 'wallet_balances', projected: { money: 0, referral: 0, held: 0 }, problem: expect.stringContaining('no row') });
  });

  it('reports a value that is no amount (a number altered into text) without throwing', () => {
    const altered = history.map((e) => (e.version === 2 ? { ...e, data: { ...e.data, amountPaise: 'lots' } } : e));
    const outcome = replayAgainstReadModels(altered, honest());
    expect(outcome.firstMismatch).toMatchObject({ version: 2, problem: expect.stringContaining('not an amount') });
  });

  it('passes over event types it does not know: they move nothing', () => {
    const withPause = [...history, ev(5, 'PlayPaused', { kind: 'cool_off' })];
    const outcome = replayAgainstReadModels(withPause, { ...honest(), projected: { money: 60_000, referral: 0, held: 30_000, version: 5 } });
    expect(outcome.firstMismatch).toBeNull();
    expect(outcome.replayed.version).toBe(5);
  });

  it('has nothing to compare for a wallet without events', () => {
    expect(replayAgainstReadModels([], { postings: new Map(), projected: null })).toMatchObject({ events: 0, firstMismatch: null, replayed: { version: 0 } });
  });
});
