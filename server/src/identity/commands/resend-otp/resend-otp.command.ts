import { Command } from '@nestjs/cqrs';

/** Mails a new code to an address whose code was lost or expired (spec: send-otp). */
export class ResendOtp extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
