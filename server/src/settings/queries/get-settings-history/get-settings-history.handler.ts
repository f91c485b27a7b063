import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetAdminUsernames } from '../../../identity/queries/get-admin-usernames/get-admin-usernames.query.js';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { rupeesFromPaise } from '../../../shared/money/money.js';
import { paymentDetailsAnswer } from '../../settings-api.js';
import { evolve, initialSettings, isSettingsEvent, SETTINGS_STREAM, type SettingsEvent, type SettingsState } from '../../settings.js';
import { GetSettingsHistory, type SettingsHistoryEntry, type SettingsHistoryPage } from './get-settings-history.query.js';

type Change = Omit<SettingsHistoryEntry, 'changed_by'> & { actor: string };

/**
 * Replays the settings stream (admin changes: a few a day at most) to pair each change
 * with the value it replaced, then pages through them newest first.
 */
@QueryHandler(GetSettingsHistory)
export class GetSettingsHistoryHandler implements IQueryHandler<GetSettingsHistory, SettingsHistoryPage> {
  constructor(
    private readonly store: EventStore,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ filter, page, limit }: GetSettingsHistory): Promise<SettingsHistoryPage> {
    const changes: Change[] = [];
    let state = initialSettings();
    for (const stored of await this.store.readStream(SETTINGS_STREAM)) {
      if (!isSettingsEvent(stored)) continue;
      const event = stored as unknown as SettingsEvent;
      const next = evolve(state, event);
      changes.push({ ...describe(event, state, next), version: stored.streamVersion, actor: stored.metadata.actor, changed_at: stored.metadata.occurredAt });
      state = next;
    }
    const matching = changes
      .filter((c) => (!filter.setting || c.setting === filter.setting) && (!filter.period || c.period === filter.period))
      .reverse();
    const rows = matching.slice((page - 1) * limit, page * limit);
    const ids = rows.map((r) => adminIdOf(r.actor));
    const names = await this.queryBus.execute(new GetAdminUsernames(ids));
    return {
      rows: rows.map(({ actor, ...row }) => ({ ...row, changed_by: { id: adminIdOf(actor), username: names.get(adminIdOf(actor)) ?? null } })),
      pagination: { page, limit, total: matching.length, totalPages: Math.max(1, Math.ceil(matching.length / limit)) },
    };
  }
}

/** `admin:<id>` -> `<id>` (an actor of another kind is shown as it is stored). */
function adminIdOf(actor: string): string {
  return actor.startsWith('admin:') ? actor.slice('admin:'.length) : actor;
}

function describe(event: SettingsEvent, before: SettingsState, after: SettingsState): Omit<Change, 'version' | 'actor' | 'changed_at'> {
  switch (event.type) {
    case 'LatestNewsChanged':
      return { setting: 'latest-news', period: null, value: after.latestNews, previous_value: before.latestNews };
    case 'ReferralAmountChanged':
      return {
        setting: 'referral-code-amount',
        period: null,
        value: rupeesFromPaise(after.referralAmountPaise),
        previous_value: rupeesFromPaise(before.referralAmountPaise),
      };
    case 'TicketPriceChanged': {
      const { period } = event.data;
      return {
        setting: 'ticket-amount',
        period,
        value: rupeesFromPaise(after.ticketPricePaise[period]),
        previous_value: rupeesFromPaise(before.ticketPricePaise[period]),
      };
    }
    case 'ResultSourceChanged': {
      const { period } = event.data;
      return { setting: 'result-source', period, value: after.resultSource[period], previous_value: before.resultSource[period] };
    }
    case 'PaymentDetailsChanged':
      return {
        setting: 'payment-details',
        period: null,
        value: paymentDetailsAnswer(after.paymentDetails),
        previous_value: paymentDetailsAnswer(before.paymentDetails),
      };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown settings event type ${(unknown as { type: string }).type}`);
    }
  }
}
