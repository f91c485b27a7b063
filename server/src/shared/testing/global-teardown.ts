import type { EmbeddedDatabase } from '../database/embedded-postgres.ts';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __fairdrawTestPg?: EmbeddedDatabase }).__fairdrawTestPg?.stop();
}
