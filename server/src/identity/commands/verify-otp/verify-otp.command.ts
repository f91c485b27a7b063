import { Command } from '@nestjs/cqrs';
import type { PlayerSession } from '../../player-accounts.service.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';

/**
 * Checks an emailed code and starts a session (spec: verify-login-otp). The first
 * verification of a new account confirms its email and links it to its referrer.
 */
export class VerifyOtp extends Command<PlayerSession> {
  constructor(
    readonly email: string,
    readonly otp: string,
    readonly referralCode: string | undefined,
    readonly fingerprint: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
