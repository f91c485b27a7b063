import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/clock/clock.js';
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
  ) {}

  async execute({ roundId, meta }: DrawResult): Promise<LoadedRound> {
    const loaded = await this.rounds.load(roundId);
    const now = this.clock.now();
    // The decider's own rules, before the seed is read: nothing reads it before draw_at.
    if (!isDrawable(loaded.state, roundId, now.toISOString())) return loaded;
    const { beaconRound, beaconChain } = loaded.state;

    let beacon: BeaconValue | null = null;
    let beaconStatus: BeaconStatus = 'none';
    if (beaconRound !== null) {
      // Only the committed round of the committed chain will do: until it is obtained and
      // verified the round waits (tried again on the next tick), however long that takes.
      beacon = this.beacons.chain?.hash === beaconChain ? await this.beacons.fetch(beaconRound) : null;
      if (!beacon) return loaded;
      beaconStatus = 'verified';
    }
    const seed = await this.secrets.seedOf(roundId);
    if (!seed) throw new Error(`The seed of round ${roundId} is missing`);
    const draw = { seed, beacon, beaconStatus };
    return this.rounds.run(roundId, { type: 'DrawResult', data: { roundId, now: now.toISOString(), draw } }, meta);
  }
}
