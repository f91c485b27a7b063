import { useMemo } from 'react';
import { Link } from 'react-router';
import { CsvButton } from '../../../components/ui/csv-button.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatCount, formatRupeesWithPaise } from '../../../lib/format.js';
import { labelOf, NONE, useAdminAuditText } from '../admin-audit.strings.js';
import type { AuditProblem, AuditReport as Report } from '../api/audit-api.js';

const COUNT_ORDER = [
  'wallets', 'events', 'eventsPerSecond', 'chains', 'brokenChains', 'balanceMismatches', 'postings', 'ledgerTotal',
  'deposits', 'withdrawals', 'rounds', 'tickets', 'prizes',
];

function countText(key: string, value: number | undefined): string {
  if (value === undefined || value === null) return NONE;
  if (key === 'ledgerTotal') return formatRupeesWithPaise(value);
  return formatCount(Math.round(Number(value)));
}

/** Where a problem can be seen: the wallet it is about, or the round's public proof. */
function ProblemLinks({ problem }: { problem: AuditProblem }) {
  const t = useAdminAuditText();
  const links = [
    problem.userId && (
      <Link key="wallet" to={`/admin/wallets/${encodeURIComponent(problem.userId)}`}>
        {problem.version ? t('report.walletEvent', { version: problem.version }) : t('report.wallet')}
      </Link>
    ),
    problem.roundId && (
      <Link key="proof" to={`/draws/${encodeURIComponent(problem.roundId)}/proof`}>
        {t('report.proof')}
      </Link>
    ),
  ].filter(Boolean);
  return links.length ? <span className="problem-links">{links}</span> : <>{NONE}</>;
}

/** The end of a run: what was counted, and every failure and problem, linked to where it can be seen. */
export function AuditReport({ runId, report }: { runId: string; report: Report }) {
  const t = useAdminAuditText();
  const problemColumns = useMemo<DataColumn<AuditProblem & { index: number }>[]>(
    () => [
      { key: 'kind', header: t('report.kind'), cell: (p) => labelOf(t, 'kinds', p.kind) },
      // Failures and problems are the server's words, shown as they are.
      { key: 'message', header: t('report.message'), cell: (p) => p.message, wrap: true },
      { key: 'link', header: t('report.link'), cell: (p) => <ProblemLinks problem={p} /> },
    ],
    [t],
  );
  return (
    <>
      <h3 className="audit-subtitle">{t('report.counts')}</h3>
      <dl className="audit-counts">
        {COUNT_ORDER.map((key) => (
          <div key={key} className={(key === 'brokenChains' || key === 'balanceMismatches') && report.counts[key] ? 'audit-count audit-count-bad' : 'audit-count'}>
            <dt>{labelOf(t, 'countLabels', key)}</dt>
            <dd>{countText(key, report.counts[key])}</dd>
          </div>
        ))}
      </dl>
      {report.failures.length > 0 && (
        <>
          <h3 className="audit-subtitle">{t('report.failures')}</h3>
          <ul className="audit-failures">
            {report.failures.map((failure, i) => (
              <li key={i}>{failure}</li>
            ))}
          </ul>
        </>
      )}
      <div className="audit-problems-head">
        <h3 className="audit-subtitle">{t('report.problems')}</h3>
        {report.problems.length > 0 && (
          <CsvButton path={`/admin/audit/runs/${encodeURIComponent(runId)}/problems.csv`} fileName={`audit-${runId}-problems.csv`} label={t('report.problemsCsv')} />
        )}
      </div>
      <DataTable caption={t('report.problemsCaption')} columns={problemColumns} rows={report.problems.map((p, index) => ({ ...p, index }))}
        rowKey={(p) => String(p.index)} empty={t('report.noProblems')} />
    </>
  );
}
