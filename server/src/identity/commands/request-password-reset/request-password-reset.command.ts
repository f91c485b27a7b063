/** Mails a one-time reset link, if the address has an account (spec: forgot-password). */
export class RequestPasswordReset {
  constructor(readonly email: string) {}
}
