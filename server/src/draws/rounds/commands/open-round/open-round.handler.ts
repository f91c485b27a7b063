import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/clock/clock.js';
import { GetSettings } from '../../../../settings/queries/get-settings/get-settings.query.js';
import { InvalidRoundError } from '../../../draws.errors.js';
import { drawPeriod, isPeriodId } from '../../../draw-periods.js';
import { tableOf } from '../../../prizes/prize-tables.js';
import { GetPrizeTables } from '../../../prizes/queries/get-prize-tables/get-prize-tables.query.js';
import type { RoundTables } from '../../round.js';
import { roundTimes, type RoundTimes } from '../../round-calendar.js';
import { RoundCommandRunner, type LoadedRound } from '../../round-command-runner.js';
import { RoundSecrets } from '../../round-secrets.js';
import { BeaconSource } from '../../../results/beacon/beacon-source.js';
import { OpenRound } from './open-round.command.js';

@CommandHandler(OpenRound)
export class OpenRoundHandler implements ICommandHandler<OpenRound, LoadedRound> {
  constructor(
    private readonly rounds: RoundCommandRunner,
    private readonly secrets: RoundSecrets,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly beacons: BeaconSource,
  ) {}

  async execute({ period, startAt, meta }: OpenRound): Promise<LoadedRound> {
    const round = calendarRound(period, startAt);
    // An opened round needs no price, and no seed is made for it.
    const loaded = await this.rounds.load(round.roundId);
    if (loaded.state.status !== 'none') return loaded;
    const [settings, prizeTables] = await Promise.all([this.queries.execute(new GetSettings()), this.queries.execute(new GetPrizeTables())]);
    // What the round's tickets can win is fixed here, like its price: a later edit applies from the next round.
    const tables: RoundTables = Object.fromEntries(drawPeriod(round.period).modes.map((mode) => [mode, tableOf(prizeTables, round.period, mode)]));
    const commitment = await this.secrets.commitmentFor(round.roundId);
    const now = this.clock.now().toISOString();
    // The beacon round the RNG draw will mix in: emitted after the close, so unknown to all at open and at close.
    const beaconRound = this.beacons.committedRound(round.closeAt);
    const beaconChain = beaconRound === null ? null : (this.beacons.chain?.hash ?? null);
    const data = { round, pricePaise: settings.ticketPricePaise[round.period], commitment, now, beaconRound, beaconChain, resultSource: settings.resultSource[round.period], tables };
    return this.rounds.run(round.roundId, { type: 'OpenRound', data }, meta);
  }
}

function calendarRound(period: unknown, startAt: unknown): RoundTimes {
  if (!isPeriodId(period)) throw new InvalidRoundError(`${String(period)} is not a period`);
  const start = new Date(typeof startAt === 'string' ? startAt : NaN);
  try {
    return roundTimes(period, start);
  } catch {
    throw new InvalidRoundError(`${String(startAt)} is not a start time of the ${period} draw`);
  }
}
