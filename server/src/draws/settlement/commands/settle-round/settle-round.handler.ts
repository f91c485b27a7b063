import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../shared/clock/clock.js';
import { PG_POOL } from '../../../../shared/database/pg-pool.js';
import { EventStore } from '../../../../shared/event-store/event-store.port.js';
import { CreditPrizes } from '../../../../wallet/commands/credit-prizes/credit-prizes.command.js';
import { drawPeriod } from '../../../draw-periods.js';
import { RoundCommandRunner } from '../../../rounds/round-command-runner.js';
import { roundStreamId } from '../../../rounds/round.js';
import type { RoundSettlement } from '../../../rounds/round-settlement.js';
import { RoundNotOpenedError } from '../../../rounds/rounds.errors.js';
import { potStart, settlePot, type PotSettlement } from '../../pot-settlement.js';
import { loadPredecessor, tablesOfRound } from '../../settlement-inputs.js';
import { SettlementProgress } from '../../settlement-progress.js';
import { roundPrizes, type RoundPrizes } from '../../settlement-query.js';
import { PredecessorNotSettledError, PrizeCreditsFailedError, RoundNotDueForSettlementError } from '../../settlement.errors.js';
import { RoundSettledNotice } from '../../settlement.notices.js';
import { SettleRound, type SettleRoundResult } from './settle-round.command.js';

/** Prizes per CreditPrizes call, each followed by saved progress. */
export const SETTLEMENT_CHUNK = 10_000;

@CommandHandler(SettleRound)
export class SettleRoundHandler implements ICommandHandler<SettleRound, SettleRoundResult> {
  private readonly logger = new Logger('Settlement');
  /** Prizes per chunk (tests make it small to stop between chunks). */
  chunkSize = SETTLEMENT_CHUNK;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly rounds: RoundCommandRunner,
    private readonly commands: CommandBus,
    private readonly progress: SettlementProgress,
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ roundId, meta, signal }: SettleRound): Promise<SettleRoundResult> {
    const { state } = await this.rounds.load(roundId);
    if (state.status === 'none') throw new RoundNotOpenedError(roundId);
    const done = (outcome: SettleRoundResult['outcome'], credited = 0, repeated = 0): SettleRoundResult => ({
      roundId, outcome, credited, repeated,
      winners: state.status === 'settled' && state.settlement ? state.settlement.winners : 0,
      prizesPaise: state.status === 'settled' && state.settlement ? state.settlement.prizesPaise : 0,
    });
    if (state.status === 'settled') return done('already-settled');
    const now = this.clock.now();
    if (now.getTime() < Date.parse(state.round.drawAt)) throw new RoundNotDueForSettlementError(roundId, 'its result time has not come');
    const set = state.ticketSet;
    const emptyWithoutResult = state.status === 'closed' && set?.ticketCount === 0;
    if (!set || !(state.status === 'resulted' || emptyWithoutResult)) throw new RoundNotDueForSettlementError(roundId, 'it has no result');

    const period = state.round.period;
    const previous = await loadPredecessor(this.pool, this.rounds, period, state.round.startAt);
    if (previous && !previous.settlement) throw new PredecessorNotSettledError(roundId, previous.roundId);
    const tables = await tablesOfRound(this.pool, roundId, state);

    const starts = drawPeriod(period).pots.map((pot) => {
      const before = previous?.settlement?.pots.find((p) => p.name === pot.name) ?? null;
      return { pot, start: potStart(previous ? (before ?? { carriedPaise: 0, winningTickets: 1 }) : null, tables[pot.mode]!.jackpotPaise) };
    });
    const potPaise = Object.fromEntries(starts.map(({ pot, start }) => [pot.name, settlePot(pot.name, pot.mode, start, set.salesPaise, tables[pot.mode]!.potShareBps, 0).potPaise]));
    const evaluated: RoundPrizes = state.result
      ? await roundPrizes(this.pool, roundId, period, { numbers: state.result.numbers, letter: state.result.letter }, tables, potPaise)
      : { prizes: [], potWinners: {}, perTicket: {}, fixedPrizesPaise: 0, potPrizesPaise: 0, winningTickets: 0 };
    const pots: PotSettlement[] = starts.map(({ pot, start }) =>
      settlePot(pot.name, pot.mode, start, set.salesPaise, tables[pot.mode]!.potShareBps, evaluated.potWinners[pot.name] ?? 0),
    );

    // Credits, chunk by chunk from where a previous run got to.
    const prizes = evaluated.prizes;
    let credited = 0;
    let repeated = 0;
    for (let from = await this.progress.credited(roundId, prizes.length); from < prizes.length; from += this.chunkSize) {
      if (signal?.aborted) throw new RoundNotDueForSettlementError(roundId, 'this instance stopped leading');
      const chunk = prizes.slice(from, from + this.chunkSize);
      const result = await this.commands.execute(new CreditPrizes(roundId, period, chunk, meta));
      if (result.failed.length > 0) throw new PrizeCreditsFailedError(roundId, result.failed);
      credited += result.credited;
      repeated += result.repeated;
      await this.progress.save(roundId, from + chunk.length, prizes.length);
    }

    const sumOf = (f: (p: PotSettlement) => number) => pots.reduce((n, p) => n + f(p), 0);
    const settlement: RoundSettlement = {
      roundId,
      period,
      resultSource: state.result ? state.result.source : null,
      ticketCount: set.ticketCount,
      salesPaise: set.salesPaise,
      tables,
      pots,
      fixedPrizesPaise: evaluated.fixedPrizesPaise,
      potPrizesPaise: evaluated.potPrizesPaise,
      prizesPaise: evaluated.fixedPrizesPaise + evaluated.potPrizesPaise,
      winners: prizes.length,
      winningTickets: evaluated.winningTickets,
      houseSharePaise: set.salesPaise - evaluated.fixedPrizesPaise - sumOf((p) => p.sharePaise) - sumOf((p) => p.seedPaise),
    };
    if (settlement.potPrizesPaise !== sumOf((p) => p.paidPaise)) throw new Error(`Settlement of ${roundId}: pot prizes disagree with the pots`);
    await this.rounds.run(roundId, { type: 'RecordSettlement', data: { roundId, settlement, now: now.toISOString() } }, meta);
    // Only the instance whose RoundSettled is stored tells (another leader may have raced it).
    const [stored] = (await this.store.readStream(roundStreamId(roundId))).filter((e) => e.type === 'RoundSettled');
    if (stored?.metadata.correlationId === meta.correlationId) {
      this.eventBus.publish(new RoundSettledNotice(roundId, period, prizes.map((p) => ({ userId: p.userId, amountPaise: p.amountPaise, tickets: p.tickets.length }))));
      this.logger.log(`Settled ${roundId}: ${prizes.length} winners, ${settlement.prizesPaise} paise (${credited} credited now, ${repeated} before)`);
    }
    return { roundId, outcome: 'settled', credited, repeated, winners: prizes.length, prizesPaise: settlement.prizesPaise };
  }
}
