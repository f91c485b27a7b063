import { readdirSync } from 'node:fs';
import type pg from 'pg';
import { AuditRunner } from '../../server/src/audit/runs/audit-runner.js';
import { CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE } from '../../server/src/money-requests/reactors/credit-wallet-when-deposit-is-done.js';
import { Reactors } from '../../server/src/shared/event-store/reactors/reactors.js';
import { AfterAnswer } from '../../server/src/shared/http/after-answer.js';
import type { Player } from '../api/money-harness.js';
import type { ResultsApp } from '../api/results-harness.js';

/**
 * What a lane's app has stored, watched request by request (issue 13, fuzzing: "a rejected
 * request changes nothing"): the write counter and the folders cheaply after every
 * request, the full per-table digest only when one of them moved.
 */

/**
 * Rejected sign-in and code attempts are counted where the limits read them (DESIGN.md 5:
 * wrong tries, login failures, hourly quotas): the one change a 4xx may make, on these
 * routes only, and only to these tables.
 */
export const SECURITY_RECORDS: Record<string, string[]> = {
  'POST /user/login': ['player_login_failures'],
  'POST /admin/login': ['admin_login_attempts'],
  'POST /user/verify-login-otp': ['otp_codes'],
  'POST /user/change-password': ['identity_quota_events'],
};

/** Routes whose accepted request must add its rows exactly once, and the table they go to. */
const EFFECT_TABLES: Record<string, string> = { 'POST /user/tickets': 'tickets', 'POST /user/deposit': 'deposit_requests', 'POST /user/withdraw': 'withdrawal_requests' };
export const effectRowsRoute = (k: string) => Object.hasOwn(EFFECT_TABLES, k);

export interface StoredState {
  writeCount(): Promise<number>;
  /** Work an accepted request left running (mails, an audit run) ends. */
  settle(): Promise<void>;
  /** Takes the state after an accepted request as the one to compare with. */
  rebase(): Promise<void>;
  /** After a rejected request: undefined when nothing was written, else the tables that differ (and a new baseline). */
  changes(): Promise<{ tables: string[]; foldersMoved: boolean } | undefined>;
  /** Rows an accepted request must add exactly once: a purchase's tickets, a money request. */
  effectRows(k: string, player?: Player): Promise<number>;
}

/** Installs the write counter on the lane's database; `onDigest` counts the full digests taken. */
export async function watchStoredState(t: ResultsApp, db: pg.Client, onDigest: () => void): Promise<StoredState> {
  await installWriteCounter(db);
  const writeCount = async () => Number((await db.query(`SELECT last_value FROM fuzz_writes`)).rows[0].last_value);
  const folderCount = () => count(t.config.uploadsDir) + count(t.config.mailOutboxDir);

  /** One digest per table (rows in a fixed order), in one statement: the full "what is stored". */
  async function digest(): Promise<Record<string, string>> {
    onDigest();
    const { rows: tables } = await db.query(`SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
    const parts = tables.map(({ name }) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${name} x) AS ${name}`);
    return (await db.query(`SELECT ${parts.join(', ')}`)).rows[0];
  }

  const settle = async () => {
    await t.app.get(AfterAnswer).settled();
    await t.app.get(AuditRunner).settled();
    // The log's reactor has passed every event stored so far: it moves its checkpoint after
    // the answer (every 500 events it skips), which must not be taken for the next request's.
    const { rows } = await db.query<{ tx: string; pos: string }>(`SELECT tx_id::text AS tx, global_position::text AS pos FROM events ORDER BY tx_id DESC, global_position DESC LIMIT 1`);
    if (rows[0] && !(await t.app.get(Reactors).passed(CREDIT_WALLET_WHEN_DEPOSIT_IS_DONE, `${rows[0].tx}:${rows[0].pos}`, 10_000))) {
      throw new Error('The deposit reactor did not reach the end of the log within 10 s');
    }
  };

  /** What the state was after the last accepted request: the write counter, the folders, the digest. */
  let baseline: { writes: number; folders: number; tables: Record<string, string> };
  const rebase = async () => {
    // Work an accepted request left running (mails, an audit run) ends before the next request.
    await settle();
    baseline = { writes: await writeCount(), folders: folderCount(), tables: await digest() };
  };

  return {
    writeCount,
    settle,
    rebase,
    async changes() {
      if ((await writeCount()) === baseline.writes && folderCount() === baseline.folders) return undefined;
      const foldersMoved = folderCount() !== baseline.folders;
      const previous = baseline.tables;
      await rebase();
      return { tables: Object.keys(previous).filter((name) => previous[name] !== baseline.tables[name]), foldersMoved };
    },
    async effectRows(k, player) {
      const table = EFFECT_TABLES[k];
      if (!table || !player) return 0;
      return Number((await db.query(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [player.id])).rows[0].count);
    },
  };
}

/** A statement-level trigger on every table counts writes in a sequence (rolled back ones too). */
async function installWriteCounter(db: pg.Client): Promise<void> {
  await db.query(`CREATE SEQUENCE fuzz_writes;
    CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('fuzz_writes'); RETURN NULL; END $$;`);
  const { rows } = await db.query(`SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  for (const { name } of rows) {
    await db.query(`CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_write()`);
  }
}

function count(dir: string): number {
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
}
