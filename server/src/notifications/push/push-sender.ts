import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { MulticastMessage } from 'firebase-admin/messaging';
import { In, type FindOptionsWhere, type Repository } from 'typeorm';
import { FindLiveSessions } from '../../identity/queries/find-live-sessions/find-live-sessions.query.js';
import { APP_CONFIG, type AppConfig } from '../../shared/config/config.js';
import { PUSH_MESSAGING, type PushMessaging } from './push-messaging.js';
import { PushTokenEntity } from './push-token.entity.js';

export interface PushNotice {
  title: string;
  body: string;
  /** Where a click on the notification leads, relative to the site (e.g. '/withdraw'). */
  link?: string;
  /** Extra string fields for the client's foreground listener. */
  data?: Record<string, string>;
}

/** Tokens FCM will never deliver to again: they are removed. */
const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);
const FCM_BATCH = 500;

/**
 * Sends pushes through firebase-admin to the live browsers of a player or of all admins
 * (auditors included). Failures are logged, never thrown: a push is a courtesy, the
 * action that caused it has already happened.
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger('PushSender');

  constructor(
    @Inject(PUSH_MESSAGING) private readonly messaging: PushMessaging | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(PushTokenEntity) private readonly tokens: Repository<PushTokenEntity>,
    private readonly queryBus: QueryBus,
  ) {}

  notifyPlayer(playerId: string, notice: PushNotice): Promise<number> {
    return this.send(`player ${playerId}`, { ownerKind: 'user', ownerId: playerId }, notice);
  }

  notifyAdmins(notice: PushNotice): Promise<number> {
    return this.send('admins', { ownerKind: 'admin' }, notice);
  }

  /** Returns how many browsers FCM accepted the message for. */
  private async send(who: string, owners: FindOptionsWhere<PushTokenEntity>, notice: PushNotice): Promise<number> {
    try {
      const tokens = await this.liveTokens(owners);
      if (!this.messaging) {
        this.logger.log(`Push to ${who} (${tokens.length} browser(s)), not sent: "${notice.title}" - ${notice.body}`);
        return 0;
      }
      let delivered = 0;
      for (let i = 0; i < tokens.length; i += FCM_BATCH) {
        delivered += await this.sendBatch(tokens.slice(i, i + FCM_BATCH), notice);
      }
      return delivered;
    } catch (error) {
      this.logger.error(`Push to ${who} failed: ${(error as Error).message}`);
      return 0;
    }
  }

  /** Tokens of live sessions only: a browser that logged out (or whose session ended) gets nothing. */
  private async liveTokens(owners: FindOptionsWhere<PushTokenEntity>): Promise<string[]> {
    const rows = await this.tokens.find({ where: owners, select: { token: true, sessionId: true } });
    const sessionIds = rows.flatMap((r) => (r.sessionId ? [r.sessionId] : []));
    const live = sessionIds.length === 0 ? new Set<string>() : await this.queryBus.execute(new FindLiveSessions(sessionIds));
    return rows.filter((r) => r.sessionId === null || live.has(r.sessionId)).map((r) => r.token);
  }

  private async sendBatch(tokens: string[], notice: PushNotice): Promise<number> {
    // FCM accepts only absolute https links.
    const link = notice.link ? new URL(notice.link, this.config.publicUrl).toString() : undefined;
    const message: MulticastMessage = {
      tokens,
      notification: { title: notice.title, body: notice.body },
      data: notice.data ?? {},
      webpush: {
        notification: { title: notice.title, body: notice.body },
        ...(link?.startsWith('https://') ? { fcmOptions: { link } } : {}),
      },
    };
    const result = await this.messaging!.sendEachForMulticast(message);
    const dead = result.responses.flatMap((r, i) => (!r.success && DEAD_TOKEN_CODES.has(r.error?.code ?? '') ? [tokens[i]!] : []));
    if (dead.length > 0) await this.tokens.delete({ token: In(dead) });
    return result.successCount;
  }
}
