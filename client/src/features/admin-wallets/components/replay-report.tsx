import { Button } from '../../../components/ui/button.js';
import { formatIstShort, formatRupeesWithPaise } from '../../../lib/format.js';
import { CHECKS as T } from '../admin-wallets.strings.js';
import type { Balances, ReplayReport as Report } from '../api/wallet-api.js';

type Field = 'money' | 'referral' | 'held' | 'version';
type Row = { field: Field; label: string };

const ROWS: Row[] = [
  { field: 'money', label: 'Money' },
  { field: 'referral', label: 'Referral' },
  { field: 'held', label: 'Held' },
  { field: 'version', label: T.version },
];

function value(side: (Balances & { version?: number }) | null, field: Field): string {
  if (!side) return '—';
  if (field === 'version') return side.version === undefined ? '—' : `v${side.version}`;
  return formatRupeesWithPaise(side[field]);
}

/**
 * Four short columns that fit a phone: a plain table rather than the DataTable, whose
 * cards would stack twelve values for what one glance should compare.
 */
function Comparison({ report }: { report: Report }) {
  const sides = [
    { key: 'replayed', header: T.replayed, side: report.replayed },
    { key: 'projected', header: T.projected, side: report.projected },
    { key: 'ledger', header: T.ledger, side: report.ledger },
  ];
  return (
    // Scrolls on its own (and takes focus to be scrolled by keyboard) should large amounts not fit a phone.
    <div className="compare-scroll" role="region" aria-label={T.caption} tabIndex={0}>
      <table className="compare-table">
        <caption className="visually-hidden">{T.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.field}</th>
            {sides.map((s) => (
              <th scope="col" key={s.key}>
                {s.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.field}>
              <th scope="row">{r.label}</th>
              {sides.map((s) => (
                <td key={s.key}>{value(s.side, r.field)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Sides({ label, side }: { label: string; side: Balances }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {ROWS.filter((r) => r.field !== 'version').map((r) => `${r.label} ${formatRupeesWithPaise(side[r.field as keyof Balances])}`).join(' · ')}
      </dd>
    </div>
  );
}

/** The replay's answer (contract A5): replayed beside projected balances, then Match or the first mismatch. */
export function ReplayReport({ report, onShowEvent }: { report: Report; onShowEvent: (version: number) => void }) {
  const bad = report.firstMismatch;
  return (
    <section className="card check-report" aria-labelledby="replay-title">
      <div className="check-head">
        <h2 id="replay-title">{T.replayTitle}</h2>
        <span className={report.match ? 'verdict verdict-ok' : 'verdict verdict-bad'}>{report.match ? T.match : T.mismatch}</span>
      </div>
      {report.match && <p className="check-text">{T.matchText(report.events)}</p>}
      {!report.projected && <p className="check-text muted">{T.noProjection}</p>}
      <Comparison report={report} />
      {bad && (
        <div className="mismatch" role="alert">
          <h3>{T.firstMismatch(bad.version, bad.type)}</h3>
          <p>{bad.problem}</p>
          <dl className="mismatch-sides">
            <Sides label={T.replayed} side={bad.replayed} />
            <Sides label={T.against[bad.source] ?? bad.source} side={bad.projected} />
          </dl>
          <p className="muted">{formatIstShort(bad.occurredAt)} · {bad.eventId}</p>
          <Button variant="secondary" className="btn-small" onClick={() => onShowEvent(bad.version)}>
            {T.showEvent(bad.version)}
          </Button>
        </div>
      )}
    </section>
  );
}
