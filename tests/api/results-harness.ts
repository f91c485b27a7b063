import { CommandBus, EventBus, QueryBus } from '@nestjs/cqrs';
import { drawPeriod, type PeriodId, type ResultSource } from '../../server/src/draws/draw-periods.js';
import { GetPrizeTables } from '../../server/src/draws/prizes/queries/get-prize-tables/get-prize-tables.query.js';
import { tableKey } from '../../server/src/draws/prizes/prize-tables.js';
import { CloseRound } from '../../server/src/draws/rounds/commands/close-round/close-round.command.js';
import { OpenRound } from '../../server/src/draws/rounds/commands/open-round/open-round.command.js';
import { currentRound, type RoundTimes } from '../../server/src/draws/rounds/round-calendar.js';
import type { RoundSettlement } from '../../server/src/draws/rounds/round-settlement.js';
import { roundEventId, roundStreamId } from '../../server/src/draws/rounds/round.js';
import { RoundChanged } from '../../server/src/draws/rounds/round.notices.js';
import { evaluateRound } from '../../server/src/draws/settlement/round-evaluation.js';
import type { SettlementTables } from '../../server/src/draws/settlement/ticket-evaluation.js';
import { LiveHub } from '../../server/src/live/live-hub.js';
import { CreateAdmin } from '../../server/src/identity/commands/create-admin/create-admin.command.js';
import { SetResultSource } from '../../server/src/settings/commands/set-result-source/set-result-source.command.js';
import { EventStore } from '../../server/src/shared/event-store/event-store.port.js';
import { startDrawsApp, type DrawsApp } from './draws-harness.js';
import type { IdentityAppOptions } from './identity-harness.js';

/**
 * The draws app (draws-harness) with rounds run as the server runs them: opened by the
 * OpenRound command (a real secret seed and its commitment), closed by CloseRound (the
 * frozen set's root), and, where a test needs a round in a later state than the API
 * under test can make, its result or settlement recorded on the round stream as the
 * results engine and settlement record them.
 */
export interface ResultsApp extends DrawsApp {
  /** Opens the period's round current at the clock (OpenRound). */
  openReal(period: PeriodId): Promise<RoundTimes>;
  /** CloseRound at the clock's time: SalesClosed and RoundClosed (count, sales, root). */
  closeRound(roundId: string): Promise<void>;
  /** ResultPosted on the round stream, at the clock's time. */
  recordResult(roundId: string, numbers: number[], letter?: string | null, adminId?: string): Promise<void>;
  /**
   * A second admin's session ('approver', made on first use so other tests' lists of
   * accounts stay as they were): a witnessed draw's result needs one admin to enter it and
   * another to approve it.
   */
  checker(): Promise<string>;
  /** The period's result source from its next round on (the settings command, as an admin's change). */
  setSource(period: PeriodId, source: ResultSource): Promise<void>;
  /** Through the API: the admin enters the numbers, the checker approves them; the approval's reply. */
  postResult(period: PeriodId, body: Record<string, unknown>): Promise<{ statusCode: number; json(): any }>;
  /** RoundSettled with the round evaluated in memory (evaluateRound) against its result and the tables now. */
  recordSettlement(roundId: string): Promise<RoundSettlement>;
  /** The round's secret seed (hex), straight from round_secrets. */
  seedOf(roundId: string): Promise<string>;
  /** The clock moved to `at` (ISO or Date). */
  at(at: string | Date): void;
  /**
   * Resolves once this instance has let go of every live stream its clients closed. (Closing
   * the app while it still holds one that the client just dropped keeps its HTTP server
   * open for the keep-alive timeout, 72 s.)
   */
  liveStreamsGone(): Promise<void>;
}

export async function startResultsApp(options: IdentityAppOptions = {}): Promise<ResultsApp> {
  const t = (await startDrawsApp(options)) as ResultsApp;
  const bus = t.app.get(CommandBus);
  const store = t.app.get(EventStore);
  const events = t.app.get(EventBus);
  const meta = { actor: 'system:test', correlationId: 'results-test', causationId: null };
  const append = async (roundId: string, type: string, data: object) => {
    const [{ version }] = await t.sql('SELECT version FROM rounds WHERE round_id = $1', [roundId]);
    await store.append(
      roundStreamId(roundId),
      [{ id: roundEventId(roundId, type as never), type, data: data as Record<string, unknown>, metadata: { ...meta, occurredAt: t.clock.now().toISOString() } }],
      version,
    );
    events.publish(new RoundChanged(roundId));
  };

  t.at = (at) => t.clock.set(new Date(at));
  let checker: Promise<string> | null = null;
  t.checker = () =>
    (checker ??= (async () => {
      await bus.execute(new CreateAdmin('approver', 'Approver@12345-check', 'admin'));
      // Signed in at the real time, as the first admin was: the session outlives every moved clock of the tests.
      const moved = t.clock.now();
      t.clock.set(new Date());
      const token = (await t.post('/admin/login', { username: 'approver', password: 'Approver@12345-check' })).json().token as string;
      t.clock.set(moved);
      return token;
    })());
  t.setSource = async (period, source) => {
    await bus.execute(new SetResultSource(period, source, meta));
  };
  t.postResult = async (period, body) => {
    const entered = await t.request('POST', `/admin/draws/period/${period}/result`, { payload: body, token: t.admin });
    if (entered.statusCode !== 200) return entered;
    return t.request('POST', `/admin/draws/${entered.json().data.draw_id}/result/approve`, { payload: body, token: await t.checker() });
  };
  t.openReal = async (period) => {
    const round = currentRound(period, t.clock.now());
    await bus.execute(new OpenRound(period, round.startAt, meta));
    return round;
  };
  t.closeRound = async (roundId) => {
    await bus.execute(new CloseRound(roundId, meta));
  };
  t.recordResult = (roundId, numbers, letter = null, adminId = 'admin-test') => append(roundId, 'ResultPosted', { roundId, numbers, letter, adminId });
  t.recordSettlement = async (roundId) => {
    const [round] = await t.sql('SELECT * FROM rounds WHERE round_id = $1', [roundId]);
    const period = round.period as PeriodId;
    const state = await t.app.get(QueryBus).execute(new GetPrizeTables());
    const tables: SettlementTables = Object.fromEntries(drawPeriod(period).modes.map((m) => [m, state[tableKey(period, m)]!]));
    const tickets = (await t.sql('SELECT * FROM tickets WHERE round_id = $1', [roundId])).map((r) => ({
      ticketId: r.ticket_id,
      userId: r.user_id,
      numbers: [r.num_1, r.num_2, r.num_3, r.num_4, r.num_5],
      letter: r.letter,
      pricePaise: Number(r.price_paise),
    }));
    const result = {
      numbers: [round.result_num_1, round.result_num_2, round.result_num_3, round.result_num_4, round.result_num_5],
      letter: round.result_letter,
    };
    const salesPaise = Number(round.sales_paise);
    const e = evaluateRound(period, tickets, result, tables, {}, salesPaise);
    const fixed = e.fixedPrizesPaise;
    const prizes = fixed + e.potPrizesPaise;
    const settlement: RoundSettlement = {
      roundId,
      period,
      resultSource: round.result_source,
      ticketCount: tickets.length,
      salesPaise,
      tables,
      pots: e.pots,
      fixedPrizesPaise: fixed,
      potPrizesPaise: e.potPrizesPaise,
      prizesPaise: prizes,
      winners: e.prizes.length,
      winningTickets: e.winningTickets,
      houseSharePaise: salesPaise - fixed - e.pots.reduce((s, p) => s + p.sharePaise + p.seedPaise, 0),
    };
    await append(roundId, 'RoundSettled', settlement);
    return settlement;
  };
  t.liveStreamsGone = async () => {
    const hub = t.app.get(LiveHub);
    for (let i = 0; i < 100 && hub.size > 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      await t.get('/health'); // traffic lets the server see the dropped connections
    }
  };
  t.seedOf = async (roundId) => (await t.sql(`SELECT encode(seed, 'hex') AS seed FROM round_secrets WHERE round_id = $1`, [roundId]))[0].seed;
  return t;
}
