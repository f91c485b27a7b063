import { Command } from '@nestjs/cqrs';
import type { PlayerSession } from '../../player-accounts.service.js';
import type { CommandMeta } from '../../../shared/cqrs/command-meta.js';

/** The session, and the key the browser that completed the sign-in keeps (trusted-browsers.ts). */
export interface VerifiedSignIn extends PlayerSession {
  browserKey: string;
}

/**
 * Checks an emailed code and starts a session (spec: verify-login-otp): a login code
 * with the challenge of its login, a registration code for an account that has not
 * finished verification. The first verification of a new account confirms its email and
 * links it to its referrer.
 */
export class VerifyOtp extends Command<VerifiedSignIn> {
  constructor(
    readonly email: string,
    readonly otp: string,
    readonly referralCode: string | undefined,
    /** The challenge its login step gave this browser, if it sent one. */
    readonly challenge: string | undefined,
    /** The key of an earlier completed sign-in in this browser, if it sent one. */
    readonly browserKey: string | undefined,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
