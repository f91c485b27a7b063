import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { PushTokenEntity } from '../../push/push-token.entity.js';
import { SavePushToken } from './save-push-token.command.js';

@CommandHandler(SavePushToken)
export class SavePushTokenHandler implements ICommandHandler<SavePushToken> {
  constructor(
    @InjectRepository(PushTokenEntity) private readonly tokens: Repository<PushTokenEntity>,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, fcmToken }: SavePushToken): Promise<void> {
    await this.tokens.upsert(
      {
        token: fcmToken,
        ownerKind: principal.kind,
        ownerId: principal.id,
        sessionId: principal.sessionId,
        updatedAt: this.clock.now(),
      },
      { conflictPaths: ['token'] },
    );
  }
}
