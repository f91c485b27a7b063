import { Inject, Injectable, Logger } from '@nestjs/common';
import { OAuth2Client } from 'google-auth-library';
import { APP_CONFIG, type AppConfig } from '../../../shared/config/config.js';
import { english } from '../../../shared/i18n/format-message.js';
import { text, type Message } from '../../../shared/i18n/message.js';
import { GoogleNotConfiguredError, GoogleTokenRejectedError } from '../../identity.errors.js';
import { GoogleCertificates } from './google-certificates.js';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
}

/**
 * Checks a Google ID token with google-auth-library: signature against Google's
 * certificates, audience = GOOGLE_CLIENT_ID, issuer, expiry; then a verified email.
 */
@Injectable()
export class GoogleTokenVerifier {
  private readonly logger = new Logger('GoogleTokenVerifier');
  private readonly client = new OAuth2Client();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly certificates: GoogleCertificates,
  ) {}

  async verify(idToken: string): Promise<GoogleIdentity> {
    const audience = this.config.GOOGLE_CLIENT_ID;
    if (!audience) throw new GoogleNotConfiguredError();
    let payload;
    try {
      const certs = await this.certificates.current();
      const ticket = await this.client.verifySignedJwtWithCertsAsync(idToken, certs, audience, GOOGLE_ISSUERS);
      payload = ticket.getPayload();
    } catch (error) {
      const reason = reasonOf(error as Error);
      this.logger.warn(`Google ID token refused: ${english(reason)}`);
      throw new GoogleTokenRejectedError(reason);
    }
    if (!payload?.sub || !payload.email) throw new GoogleTokenRejectedError(text('the token names no account'));
    if (payload.email_verified !== true) throw new GoogleTokenRejectedError(text('the Google email is not verified'));
    return { sub: payload.sub, email: payload.email.trim().toLowerCase() };
  }
}

/** The library's messages quote the whole token; keep only what went wrong. */
function reasonOf(error: Error): Message {
  const message = error.message ?? '';
  if (/signature|No pem found|segments|parse token/i.test(message)) return text('invalid token signature');
  if (/too late/i.test(message)) return text('the token has expired');
  if (/too early|too far in future/i.test(message)) return text('the token is not yet valid');
  if (/issuer/i.test(message)) return text('wrong token issuer');
  if (/audience/i.test(message)) return text('the token is for another application');
  if (/issue time|expiration time|invalid format/i.test(message)) return text('the token lacks its times');
  return text('the token could not be checked');
}
