import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MulticastMessage } from 'firebase-admin/messaging';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../shared/config/config.js';
import { PUSH_MESSAGING, type PushMessaging } from './push-messaging.js';

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
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  notifyPlayer(playerId: string, notice: PushNotice): Promise<number> {
    return this.send(`player ${playerId}`, `owner_kind = 'user' AND owner_id = $2`, [playerId], notice);
  }

  notifyAdmins(notice: PushNotice): Promise<number> {
    return this.send('admins', `owner_kind = 'admin'`, [], notice);
  }

  /** Returns how many browsers FCM accepted the message for. */
  private async send(who: string, where: string, params: unknown[], notice: PushNotice): Promise<number> {
    try {
      const rows: { token: string }[] = await this.db.query(
        `SELECT t.token FROM push_tokens t LEFT JOIN sessions s ON s.id = t.session_id
          WHERE ${where} AND (t.session_id IS NULL OR (s.revoked_at IS NULL AND s.expires_at > $1))`,
        [this.clock.now(), ...params],
      );
      const tokens = rows.map((r) => r.token);
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
    if (dead.length > 0) await this.db.query('DELETE FROM push_tokens WHERE token = ANY($1)', [dead]);
    return result.successCount;
  }
}
