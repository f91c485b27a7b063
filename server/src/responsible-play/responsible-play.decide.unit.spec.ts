import { roundIdOf, type RoundForSale } from '../draws/rounds/round.js';
import { decide, type WalletCommand } from '../wallet/wallet.decide.js';
import { replay, type WalletEvent, type OpenWalletState } from '../wallet/wallet.js';
import { decideDeposit } from './responsible-play.decide.js';
import { nextReviewAt, responsiblePlayView } from './queries/get-responsible-play/responsible-play-view.js';
import type { PauseDuration, PauseKind } from './responsible-play.js';

/** given (past wallet events) / when (command at `now`) / then (new events or the error code), all through the wallet's decider. */
function given(...events: WalletEvent[]) {
  const state = replay(events);
  return {
    state: state as OpenWalletState,
    when(command: WalletCommand) {
      const run = () => decide(command, state);
      return {
        then: (expected: WalletEvent[]) => expect(run()).toEqual(expected),
        thenFails: (code: string, message?: string) => expect(run).toThrow(expect.objectContaining({ code, ...(message ? { message } : {}) })),
        events: run,
      };
    },
  };
}

const T0 = '2026-11-26T08:35:00.000Z'; // Thursday 26 November 2026, 14:05 IST
const after = (ms: number, from = T0) => new Date(Date.parse(from) + ms).toISOString();
const HOUR = 3_600_000;
const opened: WalletEvent = { type: 'WalletOpened', data: { userId: 'u1' } };
const funded: WalletEvent = { type: 'DepositCredited', data: { requestId: 'd1', amountPaise: 1_000_000 } };
const limits = (day: number | null, week: number | null, month: number | null, now = T0): WalletCommand => ({
  type: 'SetDepositLimits',
  data: { requestId: 'r', limits: { day, week, month }, now },
});
const pause = (kind: PauseKind, duration: PauseDuration, now = T0): WalletCommand => ({ type: 'PausePlay', data: { requestId: 'p', kind, duration, now } });
const used = (day = 0, week = day, month = week) => ({ day, week, month });

/** The wallet after `events` and the command's events. */
function applied(events: WalletEvent[], command: WalletCommand): { events: WalletEvent[]; state: OpenWalletState } {
  const decided = decide(command, replay(events));
  return { events: [...events, ...decided], state: replay([...events, ...decided]) as OpenWalletState };
}

describe('responsible play: deposit limits', () => {
  it('records the limits in force and the pending raise in one DepositLimitsSet', () => {
    given(opened)
      .when(limits(500_000, null, 2_000_000))
      .then([
        {
          type: 'DepositLimitsSet',
          data: {
            at: T0,
            day: { limitPaise: 500_000, pending: null },
            week: { limitPaise: null, pending: null },
            month: { limitPaise: 2_000_000, pending: null },
          },
        },
      ]);
  });

  it('lowering applies at once: the next deposit meets the new limit', () => {
    const { state } = applied([opened], limits(200_000, null, null));
    expect(() => decideDeposit(state.play, used(150_000), 50_000, new Date(T0))).not.toThrow();
    expect(() => decideDeposit(state.play, used(150_000), 50_001, new Date(T0))).toThrow(expect.objectContaining({ code: 'PLAY.DEPOSIT_LIMIT' }));
  });

  it('raising waits 24 hours: 23:59:59 later the old limit holds, at 24:00:00 the new one', () => {
    const first = applied([opened], limits(500_000, null, null));
    const raised = applied(first.events, limits(900_000, null, null, after(HOUR)));
    expect(raised.events.at(-1)).toMatchObject({ data: { day: { limitPaise: 500_000, pending: { limitPaise: 900_000, effectiveAt: after(25 * HOUR) } } } });
    const deposit = (at: string) => () => decideDeposit(raised.state.play, used(0), 900_000, new Date(at));
    expect(deposit(after(25 * HOUR - 1000))).toThrow(expect.objectContaining({ code: 'PLAY.DEPOSIT_LIMIT' }));
    expect(deposit(after(25 * HOUR))).not.toThrow();
  });

  it('removing waits 24 hours as well; a lower limit in between cancels the pending change', () => {
    const first = applied([opened], limits(500_000, 1_000_000, null));
    const removing = applied(first.events, limits(null, null, null, after(HOUR)));
    expect(removing.state.play.limits.day.pending).toEqual({ limitPaise: null, effectiveAt: after(25 * HOUR) });
    const lowered = applied(removing.events, limits(400_000, 1_000_000, null, after(2 * HOUR)));
    expect(lowered.state.play.limits.day).toEqual({ limitPaise: 400_000, pending: null });
    expect(lowered.state.play.limits.week).toEqual({ limitPaise: 1_000_000, pending: null });
    expect(() => decideDeposit(lowered.state.play, used(0), 400_001, new Date(after(30 * HOUR)))).toThrow(expect.objectContaining({ code: 'PLAY.DEPOSIT_LIMIT' }));
  });

  it('asking again for what is set changes nothing', () => {
    const first = applied([opened], limits(500_000, null, null));
    given(...first.events).when(limits(500_000, null, null, after(HOUR))).then([]);
  });

  it('refuses limits that are not whole paise above zero up to ₹1,00,00,000, or missing', () => {
    for (const bad of [0, -100, 1.5, 1_000_000_001, Number.NaN, '500' as unknown as number]) {
      given(opened).when(limits(bad, null, null)).thenFails('PLAY.INVALID_LIMIT');
    }
    expect(given(opened).when(limits(1_000_000_000, 1, null)).events()).toHaveLength(1);
    given(opened).when({ type: 'SetDepositLimits', data: { requestId: 'r', limits: { day: 100 }, now: T0 } } as unknown as WalletCommand).thenFails('PLAY.INVALID_LIMIT');
  });

  it('says the limit, what was deposited and when it resets', () => {
    const { state } = applied([opened], limits(500_000, null, null));
    expect(() => decideDeposit(state.play, used(400_000), 200_000, new Date(T0))).toThrow(
      'This deposit of ₹2,000.00 would take you over your daily deposit limit of ₹5,000.00 (₹4,000.00 deposited today, ₹1,000.00 left). The limit resets at 00:00 IST on 27 Nov 2026.',
    );
    const weekly = applied([opened], limits(null, 1_500_000, null)).state;
    expect(() => decideDeposit(weekly.play, used(0, 1_400_000), 200_000, new Date(T0))).toThrow(
      'This deposit of ₹2,000.00 would take you over your weekly deposit limit of ₹15,000.00 (₹14,000.00 deposited this week, ₹1,000.00 left). The limit resets at 00:00 IST on 30 Nov 2026.',
    );
    const monthly = applied([opened], limits(null, null, 10_000_000)).state;
    expect(() => decideDeposit(monthly.play, used(0, 0, 10_000_000), 100, new Date(T0))).toThrow(
      'This deposit of ₹1.00 would take you over your monthly deposit limit of ₹1,00,000.00 (₹1,00,000.00 deposited this month, ₹0.00 left). The limit resets at 00:00 IST on 1 Dec 2026.',
    );
  });
});

describe('responsible play: the first-deposit prompt and the 6-monthly review', () => {
  const decline = (now = T0): WalletCommand => ({ type: 'DeclineDepositLimits', data: { requestId: 'd', now } });
  const review = (now = T0): WalletCommand => ({ type: 'ReviewDepositLimits', data: { requestId: 'v', now } });

  it('records "no limit for now" once; refuses it while a limit is set or on its way', () => {
    given(opened).when(decline()).then([{ type: 'DepositLimitPromptDeclined', data: { at: T0 } }]);
    given(opened, { type: 'DepositLimitPromptDeclined', data: { at: T0 } }).when(decline(after(HOUR))).then([]);
    const set = applied([opened], limits(500_000, null, null));
    given(...set.events).when(decline(after(HOUR))).thenFails('PLAY.LIMITS_SET');
    const removing = applied(set.events, limits(null, null, null, after(HOUR)));
    given(...removing.events).when(decline(after(2 * HOUR))).thenFails('PLAY.LIMITS_SET');
    // Once the removal is in force, there is no limit to keep: declining is an answer again.
    expect(given(...removing.events).when(decline(after(25 * HOUR))).events()).toHaveLength(1);
  });

  it('is due 6 calendar months (IST) after limits were last set, declined or reviewed', () => {
    const set = applied([opened], limits(500_000, null, null));
    expect(responsiblePlayView(set.state.play, used(), new Date(T0))).toMatchObject({ prompt: 'limits_set', reviewDue: false, lastReviewedAt: T0, nextReviewAt: '2027-05-26T08:35:00.000Z' });
    expect(responsiblePlayView(set.state.play, used(), new Date('2027-05-26T08:34:59.999Z')).reviewDue).toBe(false);
    expect(responsiblePlayView(set.state.play, used(), new Date('2027-05-26T08:35:00.000Z')).reviewDue).toBe(true);
    const reviewed = applied(set.events, review('2027-06-01T00:00:00.000Z'));
    expect(reviewed.events.at(-1)).toEqual({ type: 'DepositLimitsReviewed', data: { at: '2027-06-01T00:00:00.000Z' } });
    expect(nextReviewAt(reviewed.state.play)?.toISOString()).toBe('2027-12-01T00:00:00.000Z');
    expect(responsiblePlayView(reviewed.state.play, used(), new Date('2027-06-02T00:00:00.000Z')).reviewDue).toBe(false);
    // Never answered: nothing to review yet (the prompt asks first).
    expect(responsiblePlayView((replay([opened]) as OpenWalletState).play, used(), new Date(T0))).toMatchObject({
      prompt: 'unanswered',
      reviewDue: false,
      lastReviewedAt: null,
      nextReviewAt: null,
    });
  });
});

describe('responsible play: reality check', () => {
  const check = (minutes: number): WalletCommand => ({ type: 'SetRealityCheck', data: { requestId: 'c', minutes, now: T0 } });
  it('takes off, 30 or 60 minutes, and records only a change', () => {
    given(opened).when(check(30)).then([{ type: 'RealityCheckSet', data: { at: T0, minutes: 30 } }]);
    given(opened).when(check(0)).then([]);
    given(opened, { type: 'RealityCheckSet', data: { at: T0, minutes: 30 } }).when(check(60)).then([{ type: 'RealityCheckSet', data: { at: T0, minutes: 60 } }]);
    for (const bad of [15, 45, -30, 30.5, Number.NaN]) given(opened).when(check(bad)).thenFails('PLAY.INVALID_REALITY_CHECK');
  });
});

describe('responsible play: cool-off and self-exclusion', () => {
  const until = (kind: PauseKind, duration: PauseDuration, now = T0) => (given(opened).when(pause(kind, duration, now)).events()[0] as Extract<WalletEvent, { type: 'PlayPaused' }>).data.until;

  it('cool-offs last 24 hours, 7 days or 30 days', () => {
    expect(until('cool_off', '24h')).toBe(after(24 * HOUR));
    expect(until('cool_off', '7d')).toBe(after(7 * 24 * HOUR));
    expect(until('cool_off', '30d')).toBe(after(30 * 24 * HOUR));
  });

  it('self-exclusions last 6 months, 1 year or 5 years as calendar months in IST', () => {
    expect(until('self_exclusion', '6m')).toBe('2027-05-26T08:35:00.000Z');
    expect(until('self_exclusion', '1y')).toBe('2027-11-26T08:35:00.000Z');
    expect(until('self_exclusion', '5y')).toBe('2031-11-26T08:35:00.000Z');
    // 31 August 2026, 23:00 IST + 6 months: 28 February 2027, 23:00 IST.
    expect(until('self_exclusion', '6m', '2026-08-31T17:30:00.000Z')).toBe('2027-02-28T17:30:00.000Z');
  });

  it('refuses a duration of the other kind or none', () => {
    given(opened).when(pause('cool_off', '6m')).thenFails('PLAY.INVALID_PAUSE');
    given(opened).when(pause('self_exclusion', '24h')).thenFails('PLAY.INVALID_PAUSE');
    given(opened).when(pause('break' as PauseKind, '24h')).thenFails('PLAY.INVALID_PAUSE');
    given(opened).when(pause('__proto__' as PauseKind, '24h')).thenFails('PLAY.INVALID_PAUSE');
  });

  it('cannot be shortened or lifted: a pause ending sooner (or at the same time) is refused; a longer one may follow', () => {
    const cooling = applied([opened], pause('cool_off', '7d'));
    given(...cooling.events).when(pause('cool_off', '24h', after(HOUR))).thenFails(
      'PLAY.PAUSE_RUNNING',
      'You are on a cool-off until 3 Dec 2026, 14:05 IST. A new pause must end later than that: a pause cannot be shortened or lifted.',
    );
    given(...cooling.events).when(pause('cool_off', '7d')).thenFails('PLAY.PAUSE_RUNNING');
    const excluded = applied(cooling.events, pause('self_exclusion', '6m', after(HOUR)));
    expect(excluded.state.play.pause).toMatchObject({ kind: 'self_exclusion', until: '2027-05-26T09:35:00.000Z' });
    // Over: a new, shorter one is a new pause.
    const over = after(8 * 24 * HOUR);
    expect(given(...cooling.events).when(pause('cool_off', '24h', over)).events()).toHaveLength(1);
  });

  describe('during a pause', () => {
    const opensAt = '2026-11-26T06:30:00.000Z'; // the 12:00 IST round: on sale until 14:30 IST
    const round: RoundForSale = { roundId: roundIdOf('3h', opensAt), period: '3h', opensAt, closesAt: '2026-11-26T09:00:00.000Z', pricePaise: 10_000 };
    const buy = (now: string): WalletCommand => ({ type: 'PayForTicket', data: { ticket: { ticketId: 't1', numbers: [1, 2, 3, 4, 5], letter: null }, round, now } });
    const paused = applied([opened, funded], { type: 'PausePlay', data: { requestId: 'p', kind: 'cool_off', duration: '24h', now: after(-HOUR) } });

    it('refuses a ticket until `until`, and sells one from that instant', () => {
      given(...paused.events).when(buy(T0)).thenFails(
        'PLAY.PAUSED',
        'You are on a cool-off until 27 Nov 2026, 13:05 IST. Deposits and tickets are closed until then; you can still withdraw.',
      );
      given(...paused.events).when({ type: 'PayForTickets', data: { tickets: [{ ticketId: 't1', numbers: [1, 2, 3, 4, 5] }], round, now: T0 } }).thenFails('PLAY.PAUSED');
      const nextDay: RoundForSale = { ...round, roundId: roundIdOf('3h', '2026-11-27T06:30:00.000Z'), opensAt: '2026-11-27T06:30:00.000Z', closesAt: '2026-11-27T09:00:00.000Z' };
      const at = (now: string): WalletCommand => ({ type: 'PayForTicket', data: { ticket: { ticketId: 't1', numbers: [1, 2, 3, 4, 5], letter: null }, round: nextDay, now } });
      given(...paused.events).when(at('2026-11-27T07:34:59.999Z')).thenFails('PLAY.PAUSED');
      expect(given(...paused.events).when(at('2026-11-27T07:35:00.000Z')).events()).toMatchObject([{ type: 'TicketPurchased' }]);
    });

    it('refuses a deposit request with the self-exclusion wording', () => {
      const excluded = applied([opened], pause('self_exclusion', '1y')).state;
      expect(() => decideDeposit(excluded.play, used(), 100, new Date(after(HOUR)))).toThrow(
        'You have excluded yourself until 26 Nov 2027, 14:05 IST. Deposits and tickets are closed until then; you can still withdraw.',
      );
    });

    it('still holds funds for a withdrawal, and still credits', () => {
      given(...paused.events).when({ type: 'HoldFunds', data: { holdId: 'w1', revision: 1, amountPaise: 5_000 } }).then([
        { type: 'FundsHeld', data: { holdId: 'w1', revision: 1, amountPaise: 5_000 } },
      ]);
      expect(given(...paused.events).when({ type: 'CreditDeposit', data: { requestId: 'd2', amountPaise: 100 } }).events()).toHaveLength(1);
    });

    it('shows the pause in the view until it ends', () => {
      expect(responsiblePlayView(paused.state.play, used(), new Date(T0)).pause).toEqual({ kind: 'cool_off', startedAt: after(-HOUR), until: after(23 * HOUR) });
      expect(responsiblePlayView(paused.state.play, used(), new Date(after(23 * HOUR))).pause).toBeNull();
    });
  });

  it('keeps each change in the history, newest first, in words', () => {
    const a = applied([opened], limits(500_000, null, null));
    const b = applied(a.events, limits(900_000, null, null, after(HOUR)));
    const c = applied(b.events, pause('cool_off', '24h', after(2 * HOUR)));
    expect(responsiblePlayView(c.state.play, used(), new Date(after(2 * HOUR))).history).toEqual([
      { at: after(2 * HOUR), type: 'PlayPaused', summary: 'Cool-off for 24 hours, until 27 Nov 2026, 16:05 IST' },
      { at: after(HOUR), type: 'DepositLimitsSet', summary: 'Deposit limits: daily ₹5,000.00, weekly no limit, monthly no limit; daily ₹9,000.00 from 27 Nov 2026, 15:05 IST' },
      { at: T0, type: 'DepositLimitsSet', summary: 'Deposit limits: daily ₹5,000.00, weekly no limit, monthly no limit' },
    ]);
  });
});
