import type { IdentityApp, Reply } from './identity-harness.js';

/**
 * One browser as the sign-in flow sees it: an address, a User-Agent, the browser key it
 * was given at its last verified sign-in (X-Browser-Key), and the challenge of its
 * current login step (X-Login-Challenge). Two of these with the same address and
 * User-Agent are still two browsers.
 */
export class TestBrowser {
  browserKey: string | undefined;
  challenge: string | undefined;

  constructor(
    private readonly t: IdentityApp,
    readonly ip: string,
    readonly userAgent = 'Mozilla/5.0 (test browser)',
  ) {}

  private headers(): Record<string, string> {
    return {
      'x-forwarded-for': this.ip,
      'user-agent': this.userAgent,
      ...(this.browserKey ? { 'x-browser-key': this.browserKey } : {}),
      ...(this.challenge ? { 'x-login-challenge': this.challenge } : {}),
    };
  }

  post(url: string, payload: object): Promise<Reply> {
    return this.t.request('POST', url, { payload, headers: this.headers() });
  }

  /** The password step; keeps the challenge the answer carries. */
  async logIn(email: string, password: string): Promise<Reply> {
    const reply = await this.post('/user/login', { email, password });
    const body = safeJson(reply);
    if (typeof body?.loginChallenge === 'string') this.challenge = body.loginChallenge;
    return reply;
  }

  /** The code step; keeps the browser key the answer carries. */
  async verify(email: string, otp: string, extra: object = {}): Promise<Reply> {
    const reply = await this.post('/user/verify-login-otp', { identifier: email, otp, ...extra });
    const body = safeJson(reply);
    if (typeof body?.browserKey === 'string') this.browserKey = body.browserKey;
    return reply;
  }

  resend(email: string): Promise<Reply> {
    return this.post('/user/send-otp', { identifier: email });
  }

  /** Password, then the mailed code: the session token. */
  async signIn(email: string, password: string): Promise<string> {
    const login = await this.logIn(email, password);
    if (login.statusCode !== 200 || !safeJson(login)?.otpSent) throw new Error(`login: ${login.statusCode} ${login.body}`);
    const verified = await this.verify(email, this.t.lastCode(email));
    if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
    return verified.json().token as string;
  }
}

function safeJson(reply: Reply): any {
  try {
    return reply.json();
  } catch {
    return undefined;
  }
}
