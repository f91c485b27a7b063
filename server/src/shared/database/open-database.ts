import type { AppConfig } from '../config/config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface OpenDatabase {
  url: string;
  /** Where the data lives, for the start-up banner (no password). */
  where: string;
  embedded: boolean;
  /** Stops the embedded server if this process started it; a no-op otherwise. */
  stop(): Promise<void>;
}

/** DATABASE_URL when given; otherwise the embedded PostgreSQL under DATA_DIR/pg. */
export async function openDatabase(config: AppConfig, log: (message: string) => void): Promise<OpenDatabase> {
  if (config.DATABASE_URL) {
    const shown = new URL(config.DATABASE_URL);
    shown.password = shown.password ? '***' : '';
    return { url: config.DATABASE_URL, where: shown.toString(), embedded: false, stop: async () => undefined };
  }
  const db = await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'fairdraw', log });
  return {
    url: db.url,
    where: `embedded PostgreSQL in ${config.dataDir}/pg (127.0.0.1:${db.port})`,
    embedded: true,
    stop: () => db.stop(),
  };
}
