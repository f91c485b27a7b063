import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config/config.js';
import type { BeaconStatus, BeaconValue } from '../../../rounds/round.js';
import { RoundCommandRunner, type LoadedRound } from '../../../rounds/round-command-runner.js';
import { RoundSecrets } from '../../../rounds/round-secrets.js';
import { BeaconSource } from '../../beacon/beacon-source.js';
import { isDrawable } from '../../result.decide.js';
import { DrawResult } from './draw-result.command.js';

@CommandHandler(DrawResult)
export class DrawResultHandler implements ICommandHandler<DrawResult, LoadedRound> {
  constructor(
    private readonly rounds: RoundCommandRunner,
    private readonly secrets: RoundSecrets,
    private readonly beacons: BeaconSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ roundId, meta }: DrawResult): Promise<LoadedRound> {
    const loaded = await this.rounds.load(roundId);
    const now = this.clock.now();
    // The decider's own rules, before the seed is read: nothing reads it before draw_at.
    if (!isDrawable(loaded.state, roundId, now.toISOString())) return loaded;
    const { beaconRound, beaconChain, round } = loaded.state;

    let beacon: BeaconValue | null = null;
    let beaconStatus: BeaconStatus = 'none';
    if (beaconRound !== null) {
      // A chain configured since the round opened (or changed) cannot give its round.
      beacon = this.beacons.chain?.hash === beaconChain ? await this.beacons.fetch(beaconRound) : null;
      beaconStatus = beacon ? 'verified' : 'late';
      const waitEnds = Date.parse(round.drawAt) + this.config.DRAND_MAX_WAIT_SECONDS * 1000;
      if (!beacon && now.getTime() < waitEnds) return loaded; // tried again on the next tick
    }
    const seed = await this.secrets.seedOf(roundId);
    if (!seed) throw new Error(`The seed of round ${roundId} is missing`);
    const draw = { seed, beacon, beaconStatus };
    return this.rounds.run(roundId, { type: 'DrawResult', data: { roundId, now: now.toISOString(), draw } }, meta);
  }
}
