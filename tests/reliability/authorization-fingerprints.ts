import pg from 'pg';
import type { IdentityApp } from '../api/identity-harness.js';
import { databaseState } from '../api/identity-state.js';

/**
 * Fingerprints of the whole database for the authorization matrix (issue 13), taken around
 * every request that must change nothing: databaseState on one connection kept open (a new
 * one per call was most of the run), its time counted for the details.
 */
export class DatabaseFingerprints {
  private client: pg.Client | undefined;

  constructor(
    private readonly url: string,
    private readonly tally: { digestMs: number },
  ) {}

  async take(): Promise<Record<string, string>> {
    const started = performance.now();
    if (!this.client) {
      this.client = new pg.Client({ connectionString: this.url });
      await this.client.connect();
    }
    const client = this.client;
    const state = await databaseState({ sql: async (query: string) => (await client.query(query)).rows } as IdentityApp);
    this.tally.digestMs += performance.now() - started;
    return state;
  }

  async end(): Promise<void> {
    await this.client?.end();
  }
}
