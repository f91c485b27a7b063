import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FindLiveSessions } from '../../../identity/queries/find-live-sessions/find-live-sessions.query.js';
import { Clock } from '../../../shared/clock/clock.js';
import { PushTokenOwnedError } from '../../notifications.errors.js';
import { PushTokenEntity } from '../../push/push-token.entity.js';
import { SavePushToken } from './save-push-token.command.js';

/**
 * Records this browser's push token for the caller. A token another account registered
 * moves only once that account's session there has ended (logout, expiry, revocation):
 * whoever learns a token cannot take someone's pushes away, nor send them theirs. The
 * row is locked while this is decided, so two accounts posting it at once take turns.
 */
@CommandHandler(SavePushToken)
export class SavePushTokenHandler implements ICommandHandler<SavePushToken> {
  constructor(
    private readonly db: DataSource,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, fcmToken }: SavePushToken): Promise<void> {
    const row = { token: fcmToken, ownerKind: principal.kind, ownerId: principal.id, sessionId: principal.sessionId, updatedAt: this.clock.now() };
    await this.db.transaction(async (tx) => {
      const tokens = tx.getRepository(PushTokenEntity);
      await tokens.createQueryBuilder().insert().values(row).orIgnore().execute();
      const current = await tokens.findOne({ where: { token: fcmToken }, lock: { mode: 'pessimistic_write' } });
      if (!current) return;
      const sameOwner = current.ownerKind === principal.kind && current.ownerId === principal.id;
      if (!sameOwner && (await this.ownerStillSignedIn(current))) throw new PushTokenOwnedError();
      await tokens.update({ token: fcmToken }, row);
    });
  }

  /** A token saved without a session (none are now) counts as its owner's, as PushSender sends to it. */
  private async ownerStillSignedIn(current: PushTokenEntity): Promise<boolean> {
    if (!current.sessionId) return true;
    return (await this.queryBus.execute(new FindLiveSessions([current.sessionId]))).has(current.sessionId);
  }
}
