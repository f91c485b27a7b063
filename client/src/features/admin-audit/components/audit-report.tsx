import { Link } from 'react-router';
import { CsvButton } from '../../../components/ui/csv-button.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatRupeesWithPaise } from '../../../lib/format.js';
import { AUDIT as T } from '../admin-audit.strings.js';
import type { AuditProblem, AuditReport as Report } from '../api/audit-api.js';

const COUNT_ORDER = [
  'wallets', 'events', 'eventsPerSecond', 'chains', 'brokenChains', 'balanceMismatches', 'postings', 'ledgerTotal',
  'deposits', 'withdrawals', 'rounds', 'tickets', 'prizes',
];

function countText(key: string, value: number | undefined): string {
  if (value === undefined || value === null) return '—';
  if (key === 'ledgerTotal') return formatRupeesWithPaise(value);
  return Math.round(Number(value)).toLocaleString('en-IN');
}

/** Where a problem can be seen: the wallet it is about, or the round's public proof. */
function ProblemLinks({ problem }: { problem: AuditProblem }) {
  const links = [
    problem.userId && (
      <Link key="wallet" to={`/admin/wallets/${encodeURIComponent(problem.userId)}`}>
        {T.wallet(problem.version)}
      </Link>
    ),
    problem.roundId && (
      <Link key="proof" to={`/draws/${encodeURIComponent(problem.roundId)}/proof`}>
        {T.proof}
      </Link>
    ),
  ].filter(Boolean);
  return links.length ? <span className="problem-links">{links}</span> : <>—</>;
}

const PROBLEM_COLUMNS: DataColumn<AuditProblem & { index: number }>[] = [
  { key: 'kind', header: T.kind, cell: (p) => T.kinds[p.kind] ?? p.kind },
  { key: 'message', header: T.message, cell: (p) => p.message, wrap: true },
  { key: 'link', header: T.link, cell: (p) => <ProblemLinks problem={p} /> },
];

/** The end of a run: what was counted, and every failure and problem, linked to where it can be seen. */
export function AuditReport({ runId, report }: { runId: string; report: Report }) {
  return (
    <>
      <h3 className="audit-subtitle">{T.counts}</h3>
      <dl className="audit-counts">
        {COUNT_ORDER.map((key) => (
          <div key={key} className={(key === 'brokenChains' || key === 'balanceMismatches') && report.counts[key] ? 'audit-count audit-count-bad' : 'audit-count'}>
            <dt>{T.countLabels[key]}</dt>
            <dd>{countText(key, report.counts[key])}</dd>
          </div>
        ))}
      </dl>
      {report.failures.length > 0 && (
        <>
          <h3 className="audit-subtitle">{T.failures}</h3>
          <ul className="audit-failures">
            {report.failures.map((failure, i) => (
              <li key={i}>{failure}</li>
            ))}
          </ul>
        </>
      )}
      <div className="audit-problems-head">
        <h3 className="audit-subtitle">{T.problems}</h3>
        {report.problems.length > 0 && (
          <CsvButton path={`/admin/audit/runs/${encodeURIComponent(runId)}/problems.csv`} fileName={`audit-${runId}-problems.csv`} label={T.problemsCsv} />
        )}
      </div>
      <DataTable caption={T.problemsCaption} columns={PROBLEM_COLUMNS} rows={report.problems.map((p, index) => ({ ...p, index }))}
        rowKey={(p) => String(p.index)} empty={T.noProblems} />
    </>
  );
}
