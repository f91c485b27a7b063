import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../shared/database/pg-pool.js';
import type { AuditProgress } from '../audit-progress.js';
import type { AuditReport } from '../audit-report.js';
import { HEARTBEAT_TIMEOUT_SECONDS, type AuditRunRecord, type AuditRunStatus } from './audit-run.js';

/**
 * The advisory lock every start takes (two-int key space: 1795273, this table's migration,
 * and 1 for "start a run"), so that two starts at once, in any instances, see each other.
 */
const START_LOCK = 'SELECT pg_advisory_xact_lock(1795273, 1)';
// Heartbeats are the database's clock (clock_timestamp(): now, not the transaction's start).
const STALE = `status = 'running' AND heartbeat_at < clock_timestamp() - interval '${HEARTBEAT_TIMEOUT_SECONDS} seconds'`;
const COLUMNS = `id, started_by, started_at, finished_at, status, (${STALE}) AS stale, progress, error`;

interface Row {
  id: string;
  started_by: string;
  started_at: Date;
  finished_at: Date | null;
  status: AuditRunStatus;
  stale: boolean;
  progress: AuditRunRecord['progress'];
  error: string | null;
  report?: AuditReport | null;
}

/** The rows of `audit_runs` (migration 1795273000000). */
@Injectable()
export class AuditRunsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /**
   * A new running row, unless one is running with a live heartbeat: then that one, not
   * started. Stale running rows become 'abandoned' first, so a dead instance's run never
   * blocks the next; the unique index on running rows backs the lock up.
   */
  async start(id: string, startedBy: string, startedAt: Date, progress: AuditProgress): Promise<{ started: boolean; run: AuditRunRecord }> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(START_LOCK);
      await client.query(`UPDATE audit_runs SET status = 'abandoned' WHERE ${STALE}`);
      const running = await client.query<Row>(`SELECT ${COLUMNS} FROM audit_runs WHERE status = 'running'`);
      if (running.rows[0]) {
        await client.query('COMMIT');
        return { started: false, run: toRecord(running.rows[0]) };
      }
      const inserted = await client.query<Row>(
        `INSERT INTO audit_runs (id, started_by, started_at, heartbeat_at, status, progress)
         VALUES ($1, $2, $3, clock_timestamp(), 'running', $4) RETURNING ${COLUMNS}`,
        [id, startedBy, startedAt, JSON.stringify(progress)],
      );
      await client.query('COMMIT');
      return { started: true, run: toRecord(inserted.rows[0]) };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The running instance is alive, and this far. A run already abandoned stays so. */
  async heartbeat(id: string, progress: AuditProgress): Promise<void> {
    await this.pool.query(`UPDATE audit_runs SET heartbeat_at = clock_timestamp(), progress = $2 WHERE id = $1 AND status = 'running'`, [id, JSON.stringify(progress)]);
  }

  /** The run's outcome. A run marked abandoned that finishes after all still gets its outcome: it is the truth. */
  async finish(id: string, outcome: { status: 'passed' | 'failed' | 'error'; progress: AuditProgress; report: AuditReport | null; error: string | null }, finishedAt: Date): Promise<void> {
    await this.pool.query(
      `UPDATE audit_runs SET status = $2, progress = $3, report = $4, error = $5, finished_at = $6, heartbeat_at = clock_timestamp()
       WHERE id = $1 AND status IN ('running', 'abandoned')`,
      [id, outcome.status, JSON.stringify(outcome.progress), outcome.report === null ? null : JSON.stringify(outcome.report), outcome.error, finishedAt],
    );
  }

  /** This instance stops before the run ends: no one will finish it. */
  async abandon(id: string): Promise<void> {
    await this.pool.query(`UPDATE audit_runs SET status = 'abandoned' WHERE id = $1 AND status = 'running'`, [id]);
  }

  async list(page: number, limit: number): Promise<{ runs: AuditRunRecord[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.pool.query<Row>(`SELECT ${COLUMNS} FROM audit_runs ORDER BY seq DESC LIMIT $1 OFFSET $2`, [limit, (page - 1) * limit]),
      this.pool.query<{ n: string }>('SELECT count(*) AS n FROM audit_runs'),
    ]);
    return { runs: rows.rows.map(toRecord), total: Number(count.rows[0].n) };
  }

  async get(id: string): Promise<AuditRunRecord | null> {
    const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS}, report FROM audit_runs WHERE id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }
}

function toRecord(r: Row): AuditRunRecord {
  return {
    id: r.id,
    startedBy: r.started_by,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    status: r.status,
    stale: r.stale,
    progress: r.progress,
    report: r.report ?? null,
    error: r.error,
  };
}
