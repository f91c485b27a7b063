import { Command } from '@nestjs/cqrs';

/** Mails a one-time reset link, if the address has an account, after the answer (spec: forgot-password). */
export class RequestPasswordReset extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
