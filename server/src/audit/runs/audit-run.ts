import type { AuditProgress } from '../audit-progress.js';
import type { AuditReport } from '../audit-report.js';

/**
 * A whole-system audit started from the console (contract A7), as stored in `audit_runs`
 * (migration 1795273000000). 'abandoned' is stored when a later start found the run's
 * heartbeat stale, and shown for any 'running' row whose heartbeat is (the instance that
 * ran it died).
 */
export type AuditRunStatus = 'running' | 'passed' | 'failed' | 'error' | 'abandoned';

/** A heartbeat older than this means the running instance is gone. */
export const HEARTBEAT_TIMEOUT_SECONDS = 60;

export interface AuditRunRecord {
  id: string;
  startedBy: string;
  startedAt: Date;
  finishedAt: Date | null;
  status: AuditRunStatus;
  /** Running, but its heartbeat is older than HEARTBEAT_TIMEOUT_SECONDS by the database's clock. */
  stale: boolean;
  progress: AuditProgress;
  /** Null in lists (not read) and until the run is judged. */
  report: AuditReport | null;
  error: string | null;
}

export const FIRST_PROGRESS: AuditProgress = { stage: 'wallets', percent: 0, done: 0, total: 0, message: 'Starting the audit' };
