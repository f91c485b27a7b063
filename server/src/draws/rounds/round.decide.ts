import { InvalidRoundError } from '../draws.errors.js';
import { drawPeriod, isPeriodId, RESULT_SOURCES, type ResultSource } from '../draw-periods.js';
import { decideApproveResult, decideDrawResult, decideEnterResult, decideRecordSettlement, type ResultCommand } from '../results/result.decide.js';
import { MAX_TICKET_PRICE_PAISE, type RoundClosed, type RoundEvent, type RoundState, type RoundTables } from './round.js';
import { roundTimes, type RoundTimes } from './round-calendar.js';
import { RoundNotOpenedError, RoundNotStartedError, RoundSalesOpenError, RoundStillOnSaleError } from './rounds.errors.js';
import { EMPTY_TICKET_ROOT } from './ticket-set/ticket-root.js';

/** What a round can be asked to do. `now` is the injected clock's time, ISO-8601. */
export type RoundCommand =
  | {
      type: 'OpenRound';
      /**
       * beaconRound/beaconChain: the committed drand round and its chain (hex hash); omitted or
       * null without a beacon. resultSource and tables: the period's settings at this moment.
       */
      data: {
        round: RoundTimes;
        pricePaise: number;
        commitment: string;
        now: string;
        resultSource: ResultSource;
        tables: RoundTables;
        beaconRound?: number | null;
        beaconChain?: string | null;
      };
    }
  | { type: 'CloseSales'; data: { roundId: string; now: string } }
  | { type: 'RecordTicketSet'; data: RoundClosed['data'] }
  | ResultCommand;

/**
 * The round decider, pure: `decide(command, state) -> events`. Every transition is
 * idempotent (a transition already made decides nothing), so the scheduler, a retry and
 * a second leader can all ask for it.
 *
 * A round opened after its close (the server was down through its whole sales window) is
 * recorded as missed: opened, closed and frozen with no tickets, in one append, so no
 * instant exists at which it was on sale. Its RoundOpened is stamped (occurredAt) at or
 * after its closeAt, which shows an auditor it never sold. It keeps its commitment and
 * place in the calendar, so results and pots treat every round alike.
 */
export function decide(command: RoundCommand, state: RoundState): RoundEvent[] {
  switch (command.type) {
    case 'OpenRound':
      return state.status === 'none' ? openRound(command.data) : [];
    case 'CloseSales': {
      const { roundId, now } = command.data;
      if (state.status === 'none') throw new RoundNotOpenedError(roundId);
      if (state.status !== 'open') return [];
      if (Date.parse(now) < Date.parse(state.round.closeAt)) throw new RoundStillOnSaleError(roundId);
      return [{ type: 'SalesClosed', data: { roundId } }];
    }
    case 'RecordTicketSet': {
      const set = command.data;
      if (state.status === 'none') throw new RoundNotOpenedError(set.roundId);
      if (state.status === 'open') throw new RoundSalesOpenError(set.roundId);
      // Recorded already: the round may since have been resulted and settled too.
      if (state.status !== 'sales_closed') return [];
      checkTicketSet(set);
      return [{ type: 'RoundClosed', data: { ...set } }];
    }
    case 'EnterResult':
      return decideEnterResult(command.data, state);
    case 'ApproveResult':
      return decideApproveResult(command.data, state);
    case 'DrawResult':
      return decideDrawResult(command.data, state);
    case 'RecordSettlement':
      return decideRecordSettlement(command.data, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown round command ${(unknown as { type: string }).type}`);
    }
  }
}

function openRound(data: Extract<RoundCommand, { type: 'OpenRound' }>['data']): RoundEvent[] {
  const { round, pricePaise, commitment, now, resultSource, tables, beaconRound = null, beaconChain = null } = data;
  checkCalendarRound(round);
  if (!(RESULT_SOURCES as readonly unknown[]).includes(resultSource)) throw new InvalidRoundError(`${String(resultSource)} is not a result source`);
  checkTables(round.period, tables);
  if (!Number.isSafeInteger(pricePaise) || pricePaise <= 0 || pricePaise > MAX_TICKET_PRICE_PAISE) {
    throw new InvalidRoundError(`${String(pricePaise)} paise is not a ticket price`);
  }
  if (typeof commitment !== 'string' || !/^[0-9a-f]{64}$/.test(commitment)) throw new InvalidRoundError('the commitment is not a sha256 in hex');
  if ((beaconRound === null) !== (beaconChain === null)) throw new InvalidRoundError('a beacon round needs its chain, and a chain its round');
  if (beaconRound !== null && (!Number.isSafeInteger(beaconRound) || beaconRound < 1)) throw new InvalidRoundError(`${String(beaconRound)} is not a beacon round`);
  if (beaconChain !== null && (typeof beaconChain !== 'string' || !/^[0-9a-f]{64}$/.test(beaconChain))) throw new InvalidRoundError('the beacon chain is not a chain hash in hex');
  const at = Date.parse(now);
  if (!Number.isFinite(at)) throw new InvalidRoundError(`${String(now)} is not a time`);
  if (at < Date.parse(round.startAt)) throw new RoundNotStartedError(round.roundId);
  const opened: RoundEvent = { type: 'RoundOpened', data: { ...round, pricePaise, commitment, beaconRound, beaconChain, resultSource, tables } };
  if (at < Date.parse(round.closeAt)) return [opened];
  const { roundId } = round;
  return [
    opened,
    { type: 'SalesClosed', data: { roundId } },
    { type: 'RoundClosed', data: { roundId, ticketCount: 0, salesPaise: 0, ticketRoot: EMPTY_TICKET_ROOT } },
  ];
}

/** Only the calendar's own rounds, with every time exactly as the calendar has it. */
function checkCalendarRound(round: RoundTimes): void {
  if (!round || !isPeriodId(round.period)) throw new InvalidRoundError('the period is unknown');
  const start = new Date(round.startAt);
  let expected: RoundTimes;
  try {
    expected = roundTimes(round.period, start);
  } catch {
    throw new InvalidRoundError(`${String(round.startAt)} is not a start time of the ${round.period} draw`);
  }
  for (const field of ['roundId', 'startAt', 'closeAt', 'drawAt', 'nextDrawAt'] as const) {
    if (round[field] !== expected[field]) throw new InvalidRoundError(`${field} ${String(round[field])} is not the calendar's`);
  }
}

/** Exactly the period's modes, each a table as the prize-tables stream keeps it. */
function checkTables(period: RoundTimes['period'], tables: RoundTables): void {
  const modes = drawPeriod(period).modes;
  if (!tables || typeof tables !== 'object' || Object.keys(tables).length !== modes.length) throw new InvalidRoundError('the prize tables are not the period\'s');
  for (const mode of modes) {
    const t = tables[mode];
    if (!t || !Number.isSafeInteger(t.jackpotPaise) || t.jackpotPaise < 0 || !Number.isSafeInteger(t.potShareBps) || t.potShareBps < 0 || t.potShareBps > 10_000
      || !t.multipliers || typeof t.multipliers !== 'object') {
      throw new InvalidRoundError(`the ${mode} prize table is not valid`);
    }
  }
}

function checkTicketSet({ ticketCount, salesPaise, ticketRoot, firstTicketAt, lastTicketAt }: RoundClosed['data']): void {
  for (const time of [firstTicketAt, lastTicketAt]) {
    if (time != null && (typeof time !== 'string' || !Number.isFinite(Date.parse(time)))) throw new InvalidRoundError(`${String(time)} is not a time`);
  }
  if (firstTicketAt !== undefined && (firstTicketAt === null) !== (ticketCount === 0)) throw new InvalidRoundError('the purchase times do not match the ticket count');
  if (!Number.isSafeInteger(ticketCount) || ticketCount < 0) throw new InvalidRoundError(`${String(ticketCount)} is not a ticket count`);
  if (!Number.isSafeInteger(salesPaise) || salesPaise < 0) throw new InvalidRoundError(`${String(salesPaise)} paise is not a sales total`);
  if (typeof ticketRoot !== 'string' || !/^[0-9a-f]{64}$/.test(ticketRoot)) throw new InvalidRoundError('the ticket root is not a sha256 in hex');
}
