import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `audit_runs`: the whole-system audits started from the console (issue 12, A7), one row
 * each, so that any instance can answer how a run goes while the one that started it
 * works. The instance that runs it writes its progress and a heartbeat every few seconds;
 * a row still 'running' whose heartbeat is older than a minute belonged to an instance
 * that died, and shows as abandoned.
 *
 * - seq: the order the runs were started in (lists are newest first by it);
 * - started_at, finished_at: the application's clock (what people see beside other times);
 * - heartbeat_at: the database's own time, shared by every instance, so liveness is judged
 *   on one clock whatever an instance's clock says;
 * - at most one row is 'running' (audit_runs_one_running): with the advisory lock a start
 *   takes, two starts at once, in one instance or two, make one run. A start first marks
 *   stale running rows 'abandoned', so a dead instance's row never blocks a new run.
 *
 * Frozen: this file carries its own SQL. A change is a new migration.
 */
export class AuditRuns1795273000000 implements MigrationInterface {
  name = 'AuditRuns1795273000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
CREATE TABLE audit_runs (
  id            uuid PRIMARY KEY,
  seq           bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  started_by    uuid NOT NULL,
  started_at    timestamptz NOT NULL,
  heartbeat_at  timestamptz NOT NULL,
  finished_at   timestamptz,
  status        text NOT NULL CHECK (status IN ('running', 'passed', 'failed', 'error', 'abandoned')),
  progress      jsonb NOT NULL,
  report        jsonb,
  error         text,
  CONSTRAINT audit_runs_finished_when_over CHECK ((status IN ('passed', 'failed', 'error')) = (finished_at IS NOT NULL)),
  CONSTRAINT audit_runs_report_when_judged CHECK ((status IN ('passed', 'failed')) = (report IS NOT NULL)),
  CONSTRAINT audit_runs_error_when_error CHECK ((status = 'error') = (error IS NOT NULL))
);
CREATE UNIQUE INDEX audit_runs_one_running ON audit_runs ((true)) WHERE status = 'running';
`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS audit_runs');
  }
}
