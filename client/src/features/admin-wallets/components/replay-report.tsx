import { Button } from '../../../components/ui/button.js';
import { formatIstShort, formatRupeesWithPaise } from '../../../lib/format.js';
import { labelOf, NONE, useAdminWalletsText, type AdminWalletsKey } from '../admin-wallets.strings.js';
import type { Balances, ReplayReport as Report } from '../api/wallet-api.js';

type Field = 'money' | 'referral' | 'held' | 'version';
type Row = { field: Field; label: AdminWalletsKey };

const ROWS: Row[] = [
  { field: 'money', label: 'balances.money' },
  { field: 'referral', label: 'balances.referral' },
  { field: 'held', label: 'balances.held' },
  { field: 'version', label: 'checks.version' },
];

function value(side: (Balances & { version?: number }) | null, field: Field): string {
  if (!side) return NONE;
  if (field === 'version') return side.version === undefined ? NONE : `v${side.version}`;
  return formatRupeesWithPaise(side[field]);
}

/**
 * Four short columns that fit a phone: a plain table rather than the DataTable, whose
 * cards would stack twelve values for what one glance should compare.
 */
function Comparison({ report }: { report: Report }) {
  const t = useAdminWalletsText();
  const sides = [
    { key: 'replayed', header: t('checks.replayed'), side: report.replayed },
    { key: 'projected', header: t('checks.projected'), side: report.projected },
    { key: 'ledger', header: t('checks.ledger'), side: report.ledger },
  ];
  return (
    // Scrolls on its own (and takes focus to be scrolled by keyboard) should large amounts not fit a phone.
    <div className="compare-scroll" role="region" aria-label={t('checks.caption')} tabIndex={0}>
      <table className="compare-table">
        <caption className="visually-hidden">{t('checks.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('checks.field')}</th>
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
              <th scope="row">{t(r.label)}</th>
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
  const t = useAdminWalletsText();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {ROWS.filter((r) => r.field !== 'version').map((r) => `${t(r.label)} ${formatRupeesWithPaise(side[r.field as keyof Balances])}`).join(' · ')}
      </dd>
    </div>
  );
}

/** The replay's answer (contract A5): replayed beside projected balances, then Match or the first mismatch. */
export function ReplayReport({ report, onShowEvent }: { report: Report; onShowEvent: (version: number) => void }) {
  const t = useAdminWalletsText();
  const bad = report.firstMismatch;
  return (
    <section className="card check-report" aria-labelledby="replay-title">
      <div className="check-head">
        <h2 id="replay-title">{t('checks.replayTitle')}</h2>
        <span className={report.match ? 'verdict verdict-ok' : 'verdict verdict-bad'}>{report.match ? t('checks.match') : t('checks.mismatch')}</span>
      </div>
      {report.match && <p className="check-text">{t('checks.matchText', { events: report.events })}</p>}
      {!report.projected && <p className="check-text muted">{t('checks.noProjection')}</p>}
      <Comparison report={report} />
      {bad && (
        <div className="mismatch" role="alert">
          {/* The type stays the stored identifier here, as the server's problem text below names it. */}
          <h3>{t('checks.firstMismatch', { version: bad.version, type: bad.type })}</h3>
          <p>{bad.problem}</p>
          <dl className="mismatch-sides">
            <Sides label={t('checks.replayed')} side={bad.replayed} />
            <Sides label={labelOf(t, 'checks.against', bad.source)} side={bad.projected} />
          </dl>
          <p className="muted">{formatIstShort(bad.occurredAt)} · {bad.eventId}</p>
          <Button variant="secondary" className="btn-small" onClick={() => onShowEvent(bad.version)}>
            {t('checks.showEvent', { version: bad.version })}
          </Button>
        </div>
      )}
    </section>
  );
}
