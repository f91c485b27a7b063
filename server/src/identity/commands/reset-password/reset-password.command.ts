import { Command } from '@nestjs/cqrs';

/** Sets a new password from a mailed reset link; ends every session of the account. */
export class ResetPassword extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
