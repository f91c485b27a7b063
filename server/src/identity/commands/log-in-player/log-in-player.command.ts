/**
 * Password login (spec section 4, Player login): a correct password mails a login code;
 * the same browser's repeat just after verifying that code gets the session.
 */
export class LogInPlayer {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly fingerprint: string,
    /** The caller's address, for the brute-force limit. */
    readonly ip: string,
  ) {}
}
