/** Mails a new code to an address whose code was lost or expired (spec: send-otp). */
export class ResendOtp {
  constructor(readonly email: string) {}
}
