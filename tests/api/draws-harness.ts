import { randomUUID } from 'node:crypto';
import { CommandBus, EventBus } from '@nestjs/cqrs';
import type { PeriodId } from '../../server/src/draws/draw-periods.js';
import { RoundChanged } from '../../server/src/draws/rounds/round.notices.js';
import { openTestRound } from '../../server/src/draws/rounds/testing/open-test-round.js';
import { EventStore } from '../../server/src/shared/event-store/event-store.port.js';
import { CreditAdjustment } from '../../server/src/wallet/commands/credit-adjustment/credit-adjustment.command.js';
import { startMoneyApp, type MoneyApp, type Player } from './money-harness.js';
import type { IdentityAppOptions, Reply } from './identity-harness.js';

/**
 * The whole server (money-harness's app: an admin, an auditor, players) with what the
 * draw and ticket tests need: the clock on a Tuesday morning in IST, when a round of every
 * period is on sale; rounds opened and closed as their streams record it; wallets funded
 * by adjustment (the audit accepts those); purchases through the HTTP API.
 */
export interface DrawsApp extends MoneyApp {
  /** Opens the period's round on sale at the clock's time (RoundOpened); returns its id. */
  openRound(period: PeriodId, pricePaise?: number): Promise<string>;
  /**
   * Records SalesClosed (the fence's close) whatever the clock says: the state a purchase
   * meets when the close commits between its decision and its append.
   */
  closeSales(roundId: string): Promise<void>;
  credit(player: Player, rupees: number): Promise<void>;
  buy(player: Player, body: object, key?: string): Promise<Reply>;
  /** The wallet's events of one type, oldest first. */
  walletEvents(player: Player, type?: string): Promise<Array<{ type: string; data: any; tx_id: string }>>;
  ticketRows(player?: Player): Promise<any[]>;
}

/** Tuesday 6 January 2026, 10:15 IST: the 3h (09:00), 6h (10:00), 12h (Monday 23:00), 24h (Monday 14:00) and weekly (Monday 16:00) rounds all sell. */
export const TUESDAY_MORNING = new Date('2026-01-06T04:45:00.000Z');

export async function startDrawsApp(options: IdentityAppOptions = {}): Promise<DrawsApp> {
  const t = (await startMoneyApp(options)) as DrawsApp;
  t.clock.set(TUESDAY_MORNING);
  const store = t.app.get(EventStore);
  const bus = t.app.get(CommandBus);
  const meta = { actor: 'system:test', correlationId: 'draws-test', causationId: null };
  const occurred = () => ({ ...meta, occurredAt: t.clock.now().toISOString() });

  // Written straight to the store, as this instance's own change: its readers are told at
  // once, as the round commands tell them (RoundChanged), not only by the NOTIFY that follows.
  const events = t.app.get(EventBus);
  t.openRound = async (period, pricePaise) => {
    const price = pricePaise ?? { '3h': 10_000, '6h': 20_000, '12h': 30_000, '24h': 40_000, weekly: 50_000 }[period];
    const { roundId } = await openTestRound(store, period, t.clock.now(), price);
    events.publish(new RoundChanged(roundId));
    return roundId;
  };
  t.closeSales = async (roundId) => {
    await store.append(`round-${roundId}`, [{ id: randomUUID(), type: 'SalesClosed', data: { roundId }, metadata: occurred() }], 1);
    events.publish(new RoundChanged(roundId));
  };
  t.credit = async (player, rupees) => {
    await bus.execute(new CreditAdjustment(player.id, { adjustmentId: randomUUID(), amountPaise: rupees * 100 }, meta));
  };
  t.buy = (player, body, key) =>
    t.request('POST', '/user/tickets', { payload: body, token: player.token, headers: key ? { 'idempotency-key': key } : {} });
  t.walletEvents = (player, type) =>
    t.sql(`SELECT type, data, tx_id::text FROM events WHERE stream_id = $1 AND ($2::text IS NULL OR type = $2) ORDER BY stream_version`, [
      `wallet-${player.id}`,
      type ?? null,
    ]);
  t.ticketRows = (player) =>
    t.sql(`SELECT * FROM tickets WHERE ($1::text IS NULL OR user_id = $1) ORDER BY global_position`, [player?.id ?? null]);
  return t;
}

/** The spec's one-ticket body. */
export function ticket(drawId: string, period: PeriodId, numbers: unknown[] = [1, 2, 3, 4, 5], letter?: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = { draw_id: drawId, period };
  numbers.forEach((n, i) => (body[`num_${i + 1}`] = n));
  if (letter !== undefined) body.num_6 = letter;
  return body;
}
