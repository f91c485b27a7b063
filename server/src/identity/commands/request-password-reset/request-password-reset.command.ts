import { Command } from '@nestjs/cqrs';

/** Mails a one-time reset link, if the address has an account (spec: forgot-password). */
export class RequestPasswordReset extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
