import { Command } from '@nestjs/cqrs';

/**
 * Mails a new code for the caller's current step (spec: send-otp, resend-otp): a login
 * code for the login whose challenge it holds, else a registration code for an account
 * that has not finished verification.
 */
export class ResendOtp extends Command<void> {
  constructor(
    readonly email: string,
    /** The challenge its login step gave this browser, if it sent one. */
    readonly challenge: string | undefined,
  ) {
    super();
  }
}
