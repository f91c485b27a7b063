/**
 * The operator's settings as one event-sourced stream, `settings` (DESIGN.md section 1):
 * each change is an event whose metadata names the admin and the time, so the history of
 * every setting can be shown. Amounts are integer paise. Stored event types and field
 * names are never renamed: change one by adding a new type.
 */
import { DRAW_PERIODS, type PeriodId, type ResultSource } from '../draws/draw-periods.js';
import { replayStream, type SingleStream } from '../shared/event-sourcing/single-stream.js';
import { paiseFromRupees } from '../shared/money/money.js';
import type { PaymentDetails, SettingsSnapshot } from './queries/get-settings/get-settings.query.js';

export const SETTINGS_STREAM = 'settings';

/** The news line players see on the dashboard (a link). */
export type LatestNewsChanged = { type: 'LatestNewsChanged'; data: { url: string } };
/** What a referrer earns when a player they referred has a first deposit done. */
export type ReferralAmountChanged = { type: 'ReferralAmountChanged'; data: { amountPaise: number } };
/** A period's ticket price; rounds opened from then on cost this (DESIGN.md section 2). */
export type TicketPriceChanged = { type: 'TicketPriceChanged'; data: { period: PeriodId; pricePaise: number } };
/** Where players pay deposits: the whole set of details as it stands after the change. */
export type PaymentDetailsChanged = { type: 'PaymentDetailsChanged'; data: PaymentDetails };
/** Where a period's results come from; rounds opened from then on declare this source. */
export type ResultSourceChanged = { type: 'ResultSourceChanged'; data: { period: PeriodId; source: ResultSource } };

export type SettingsEvent = LatestNewsChanged | ReferralAmountChanged | TicketPriceChanged | PaymentDetailsChanged | ResultSourceChanged;
export type SettingsEventType = SettingsEvent['type'];

export const SETTINGS_EVENT_TYPES: readonly SettingsEventType[] = [
  'LatestNewsChanged',
  'ReferralAmountChanged',
  'TicketPriceChanged',
  'PaymentDetailsChanged',
  'ResultSourceChanged',
];

export type SettingsState = SettingsSnapshot;

export const NO_PAYMENT_DETAILS: PaymentDetails = { bank: null, upiId: null, crypto: { TRC20: null, SOLANA: null } };

/**
 * Before any admin sets them: no news, no referral bonus (nothing is paid out until an
 * admin chooses an amount), the draw table's prices, no payment details, and every
 * period's results from the RNG (anyone can check them).
 */
export function initialSettings(): SettingsState {
  return {
    latestNews: null,
    referralAmountPaise: 0,
    ticketPricePaise: Object.fromEntries(DRAW_PERIODS.map((p) => [p.id, paiseFromRupees(p.defaultPrice)])) as Record<PeriodId, number>,
    paymentDetails: NO_PAYMENT_DETAILS,
    resultSource: Object.fromEntries(DRAW_PERIODS.map((p) => [p.id, 'rng'])) as Record<PeriodId, ResultSource>,
  };
}

export function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'LatestNewsChanged':
      return { ...state, latestNews: event.data.url };
    case 'ReferralAmountChanged':
      return { ...state, referralAmountPaise: event.data.amountPaise };
    case 'TicketPriceChanged':
      return { ...state, ticketPricePaise: { ...state.ticketPricePaise, [event.data.period]: event.data.pricePaise } };
    case 'PaymentDetailsChanged':
      return { ...state, paymentDetails: event.data };
    case 'ResultSourceChanged':
      return { ...state, resultSource: { ...state.resultSource, [event.data.period]: event.data.source } };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown settings event type ${(unknown as { type: string }).type}`);
    }
  }
}

export function isSettingsEvent(event: { type: string }): event is SettingsEvent {
  return (SETTINGS_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** The stream as CurrentSettings and the command runner keep it (shared/event-sourcing). */
export const settingsStream: SingleStream<SettingsState, SettingsEvent> = {
  streamId: SETTINGS_STREAM,
  initial: initialSettings,
  evolve,
  isEvent: isSettingsEvent,
};

/** Folds a history (oldest first) into a state; events of unknown types are skipped. */
export function replay(events: Iterable<{ type: string; data: unknown }>, from: SettingsState = initialSettings()): SettingsState {
  return replayStream(settingsStream, events, from);
}
