import type { AuditReport } from '../audit-report.js';
import type { AuditRunRecord } from './audit-run.js';
import { auditReportView, auditRunView } from './audit-run-view.js';

const u1 = '11111111-1111-4111-8111-111111111111';
const starter = { id: 'a1', username: 'watcher', role: 'auditor' as const };
const progress = { stage: 'wallets' as const, percent: 40, done: 400, total: 1000, message: 'Replaying wallet events: 400 of 1,000' };
const record = (over: Partial<AuditRunRecord> = {}): AuditRunRecord => ({
  id: 'r1',
  startedBy: 'a1',
  startedAt: new Date('2026-01-05T04:30:00.000Z'),
  finishedAt: null,
  status: 'running',
  stale: false,
  progress,
  report: null,
  error: null,
  ...over,
});

const report: AuditReport = {
  ok: false,
  failures: ['1 hash chains are broken (an event was altered or removed)'],
  wallets: 3,
  events: 40,
  replaySeconds: 0.0003,
  eventsPerSecond: 133_333.33,
  replayProblems: [],
  balances: { checked: 3, mismatches: [], mismatchCount: 2, changedDuringAudit: 0 },
  chains: { checked: 3, broken: [], brokenCount: 1 },
  ledger: { postings: 60, total: -150, unbalancedEvents: [], unbalancedEventCount: 0, orphanPostings: 0, eventsWithPostings: 30, expectedEventsWithPostings: 30, accounts: [] },
  moneyRequests: { deposits: 4, withdrawals: 2, credits: 4, holds: 2, bonuses: 1, problems: [], problemCount: 0, located: [] },
  settlements: { rounds: 5, tickets: 100, prizes: 7, problems: [], problemCount: 0, located: [], roundEventsWithPostings: 5 },
  problems: [{ kind: 'chain', message: `wallet-${u1}: event at version 2 does not match its hash`, userId: u1, version: 2 }],
};

describe('audit run view', () => {
  it('shows a running run with its progress and who started it', () => {
    expect(auditRunView(record(), starter)).toEqual({
      id: 'r1',
      status: 'running',
      startedBy: starter,
      startedAt: '2026-01-05T04:30:00.000Z',
      finishedAt: null,
      progress,
      error: null,
      report: null,
    });
  });

  it('shows a running run whose heartbeat is stale as abandoned (its instance died)', () => {
    expect(auditRunView(record({ stale: true }), starter).status).toBe('abandoned');
    expect(auditRunView(record({ status: 'abandoned' }), starter).status).toBe('abandoned');
  });

  it('turns a report into counts (ledger total in rupees, whole events per second) and its located problems', () => {
    expect(auditReportView(report)).toEqual({
      ok: false,
      failures: ['1 hash chains are broken (an event was altered or removed)'],
      counts: {
        wallets: 3, events: 40, eventsPerSecond: 133_333, chains: 3, brokenChains: 1, balanceMismatches: 2, postings: 60,
        ledgerTotal: -1.5, deposits: 4, withdrawals: 2, rounds: 5, tickets: 100, prizes: 7,
      },
      problems: [{ kind: 'chain', message: `wallet-${u1}: event at version 2 does not match its hash`, userId: u1, version: 2 }],
    });
    const finished = auditRunView(record({ status: 'failed', finishedAt: new Date('2026-01-05T04:31:00.000Z'), report }), starter);
    expect(finished).toMatchObject({ status: 'failed', finishedAt: '2026-01-05T04:31:00.000Z', report: { ok: false, counts: { brokenChains: 1 } } });
  });
});
