import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { RemovePushToken } from './remove-push-token.command.js';

/** Only the caller's own tokens can be removed. */
@CommandHandler(RemovePushToken)
export class RemovePushTokenHandler implements ICommandHandler<RemovePushToken> {
  constructor(private readonly db: DataSource) {}

  async execute({ principal, fcmToken }: RemovePushToken): Promise<number> {
    const [, count] = (await this.db.query(
      fcmToken
        ? `DELETE FROM push_tokens WHERE owner_kind = $1 AND owner_id = $2 AND token = $3`
        : `DELETE FROM push_tokens WHERE owner_kind = $1 AND owner_id = $2 AND session_id = $3`,
      [principal.kind, principal.id, fcmToken ?? principal.sessionId],
    )) as [unknown, number];
    return count;
  }
}
