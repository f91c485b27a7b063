import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { PlayReads } from '../../play-reads.js';
import { GetResponsiblePlay } from './get-responsible-play.query.js';
import { responsiblePlayView, type ResponsiblePlayView } from './responsible-play-view.js';

@QueryHandler(GetResponsiblePlay)
export class GetResponsiblePlayHandler implements IQueryHandler<GetResponsiblePlay, ResponsiblePlayView | null> {
  constructor(
    private readonly reads: PlayReads,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetResponsiblePlay): Promise<ResponsiblePlayView | null> {
    const now = this.clock.now();
    // No wallet, no player (an unknown id never reaches the deposits' uuid column).
    const play = await this.reads.play(userId);
    return play && responsiblePlayView(play, await this.reads.depositedPaise(userId, now), now);
  }
}
