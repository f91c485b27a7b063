import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PushTokenEntity } from '../../push/push-token.entity.js';
import { RemovePushToken } from './remove-push-token.command.js';

/** Only the caller's own tokens can be removed. */
@CommandHandler(RemovePushToken)
export class RemovePushTokenHandler implements ICommandHandler<RemovePushToken> {
  constructor(@InjectRepository(PushTokenEntity) private readonly tokens: Repository<PushTokenEntity>) {}

  async execute({ principal, fcmToken }: RemovePushToken): Promise<number> {
    const owner = { ownerKind: principal.kind, ownerId: principal.id };
    const result = await this.tokens.delete(fcmToken ? { ...owner, token: fcmToken } : { ...owner, sessionId: principal.sessionId });
    return result.affected ?? 0;
  }
}
