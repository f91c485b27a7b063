/** Sets a new password from a mailed reset link; ends every session of the account. */
export class ResetPassword {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {}
}
