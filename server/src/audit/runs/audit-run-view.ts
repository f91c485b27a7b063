import { rupeesFromPaise } from '../../shared/money/money.js';
import type { AuditProblem } from '../audit-problem.js';
import type { AuditProgress } from '../audit-progress.js';
import type { AuditReport } from '../audit-report.js';
import type { AuditRunRecord, AuditRunStatus } from './audit-run.js';

/** Who started a run: null username and role when that account is gone. */
export interface RunStarter {
  id: string;
  username: string | null;
  role: 'admin' | 'auditor' | null;
}

export interface AuditReportView {
  ok: boolean;
  failures: string[];
  counts: {
    wallets: number;
    events: number;
    eventsPerSecond: number;
    chains: number;
    brokenChains: number;
    balanceMismatches: number;
    postings: number;
    /** Rupees: zero in a balanced ledger. */
    ledgerTotal: number;
    deposits: number;
    withdrawals: number;
    rounds: number;
    tickets: number;
    prizes: number;
  };
  problems: AuditProblem[];
}

/** Contract A7's AuditRunView. */
export interface AuditRunView {
  id: string;
  status: AuditRunStatus;
  startedBy: RunStarter;
  startedAt: string;
  finishedAt: string | null;
  progress: AuditProgress;
  error: string | null;
  report: AuditReportView | null;
}

export function auditRunView(run: AuditRunRecord, startedBy: RunStarter): AuditRunView {
  return {
    id: run.id,
    status: run.status === 'running' && run.stale ? 'abandoned' : run.status,
    startedBy,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    progress: run.progress,
    error: run.error,
    report: run.report && auditReportView(run.report),
  };
}

/** What the console shows of a report: its verdict, its counts and every problem with what it is about. */
export function auditReportView(report: AuditReport): AuditReportView {
  return {
    ok: report.ok,
    failures: report.failures,
    counts: {
      wallets: report.wallets,
      events: report.events,
      eventsPerSecond: Math.round(report.eventsPerSecond),
      chains: report.chains.checked,
      brokenChains: report.chains.brokenCount,
      balanceMismatches: report.balances.mismatchCount,
      postings: report.ledger.postings,
      ledgerTotal: rupeesFromPaise(report.ledger.total),
      deposits: report.moneyRequests.deposits,
      withdrawals: report.moneyRequests.withdrawals,
      rounds: report.settlements.rounds,
      tickets: report.settlements.tickets,
      prizes: report.settlements.prizes,
    },
    problems: report.problems,
  };
}
