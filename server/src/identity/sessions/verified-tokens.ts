/** Tokens kept at most; the least recently used go first. A token is a few hundred bytes. */
const CAPACITY = 20_000;

/**
 * Bearer tokens whose HS256 signature has been checked, with their claims: the same token
 * string always verifies the same way, so checking it again on each request (an HMAC and
 * two JSON parses under passport) only costs CPU on the hot paths (ticket purchase,
 * open-draw read). Only the signature is remembered: the claims still go through
 * SessionService on every request (expiry by the clock, the live session, revocations).
 * Only tokens that verified are kept, so a forged one never gets in.
 */
export class VerifiedTokens {
  private readonly claims = new Map<string, unknown>();

  get(token: string): unknown {
    const hit = this.claims.get(token);
    if (hit !== undefined) {
      this.claims.delete(token);
      this.claims.set(token, hit);
    }
    return hit;
  }

  /** `token` has just passed the signature check: its payload is its claims. */
  remember(token: string): void {
    const payload = token.split('.')[1];
    if (payload === undefined) return;
    this.claims.set(token, JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown);
    if (this.claims.size > CAPACITY) this.claims.delete(this.claims.keys().next().value!);
  }
}
