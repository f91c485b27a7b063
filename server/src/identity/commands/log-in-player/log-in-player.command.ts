import { Command } from '@nestjs/cqrs';
import type { PlayerSession } from '../../player-accounts.service.js';

/**
 * What a correct password leads to: a new code mailed; no new code because the last one
 * is in its resend cooldown (it still works); or, for the browser that has just verified
 * a login code, the session.
 */
export type LogInOutcome =
  | { kind: 'otp_sent' }
  | { kind: 'otp_pending'; retryAfterSeconds: number }
  | { kind: 'session'; session: PlayerSession };

/**
 * Password login (spec section 4, Player login): a correct password mails a login code;
 * the same browser's repeat just after verifying that code gets the session.
 */
export class LogInPlayer extends Command<LogInOutcome> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly fingerprint: string,
    /** The caller's address, for the brute-force limit. */
    readonly ip: string,
  ) {
    super();
  }
}
