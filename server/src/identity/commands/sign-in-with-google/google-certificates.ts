import { Injectable } from '@nestjs/common';
import { OAuth2Client } from 'google-auth-library';

/** Google's current signing certificates, keyed by key id (PEM). */
export abstract class GoogleCertificates {
  abstract current(): Promise<Record<string, string>>;
}

/** The certificates Google publishes; google-auth-library caches them as Google's headers allow. */
@Injectable()
export class FederatedGoogleCertificates extends GoogleCertificates {
  private readonly client = new OAuth2Client();

  async current(): Promise<Record<string, string>> {
    const { certs } = await this.client.getFederatedSignonCertsAsync();
    return certs as Record<string, string>;
  }
}
