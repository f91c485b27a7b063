import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../../shared/clock/clock.js';
import { SavePushToken } from './save-push-token.command.js';

@CommandHandler(SavePushToken)
export class SavePushTokenHandler implements ICommandHandler<SavePushToken> {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, fcmToken }: SavePushToken): Promise<void> {
    await this.db.query(
      `INSERT INTO push_tokens (token, owner_kind, owner_id, session_id, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (token) DO UPDATE
         SET owner_kind = EXCLUDED.owner_kind, owner_id = EXCLUDED.owner_id,
             session_id = EXCLUDED.session_id, updated_at = EXCLUDED.updated_at`,
      [fcmToken, principal.kind, principal.id, principal.sessionId, this.clock.now()],
    );
  }
}
