import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { formatSignedRupees } from '../../../lib/format-signed.js';
import type { Balances, Movement } from '../api/statement-api.js';
import { useStatementText, type StatementText } from '../statement.strings.js';

/** The pages a movement leads to: a ticket's receipt, a prize's draw proof (features/results' routes). */
function linkOf(row: Movement): string | null {
  if (row.reference?.kind === 'ticket') return `/tickets/${encodeURIComponent(row.reference.id)}`;
  if (row.reference?.kind === 'round') return `/draws/${encodeURIComponent(row.reference.id)}/proof`;
  return null;
}

function tone(amount: number): 'credit' | 'debit' | 'none' {
  const paise = Math.round(amount * 100);
  return paise > 0 ? 'credit' : paise < 0 ? 'debit' : 'none';
}

/**
 * How each balance moved, when the amount alone does not tell it: a withdrawal held moves
 * money to held (amount 0), a ticket may be paid from both money and referral.
 */
function changeLine(row: Movement, t: StatementText): string | null {
  const parts = (['money', 'referral', 'held'] as const).filter((key) => Math.round(row.change[key] * 100) !== 0);
  if (parts.length < 2 && !(parts.length === 1 && tone(row.amount) === 'none')) return null;
  return parts.map((key) => t(`table.change.${key}`, { amount: formatSignedRupees(row.change[key]) })).join(' · ');
}

function balanceParts(b: Balances, t: StatementText): string {
  return t('table.parts', { money: formatRupees(b.money), referral: formatRupees(b.referral), held: formatRupees(b.held) });
}

/** A reference as the player can quote it (to support, against the CSV): its kind and whole id. */
function ReferenceCell({ row }: { row: Movement }) {
  const t = useStatementText();
  if (!row.reference) return <span className="muted">—</span>;
  // A kind the client does not know yet is shown as the server names it.
  const kind = t('table.referenceKind', { kind: row.reference.kind });
  return (
    <>
      <span className="statement-ref-kind">{kind}</span> <code className="statement-ref-id">{row.reference.id}</code>
    </>
  );
}

function columnsOf(t: StatementText): DataColumn<Movement>[] {
  return [
    { key: 'date', header: t('table.date'), cell: (row) => formatIstShort(row.at) },
    {
      key: 'description',
      header: t('table.description'),
      wrap: true,
      cell: (row) => {
        const to = linkOf(row);
        return to ? <Link to={to} className="statement-link">{row.description}</Link> : row.description;
      },
    },
    { key: 'reference', header: t('table.reference'), cell: (row) => <ReferenceCell row={row} /> },
    {
      key: 'amount',
      header: t('table.amount'),
      cell: (row) => {
        const changes = changeLine(row, t);
        return (
          <>
            <span className={`statement-amount statement-${tone(row.amount)}`}>{formatSignedRupees(row.amount)}</span>
            {changes && <span className="statement-parts">{changes}</span>}
          </>
        );
      },
    },
    {
      key: 'balance',
      header: t('table.balance'),
      cell: (row) => (
        <>
          <strong className="statement-balance">{formatRupees(row.balances.total)}</strong>
          <span className="statement-parts">{balanceParts(row.balances, t)}</span>
        </>
      ),
    },
  ];
}

/** The movements of one page, newest first, each with the running balance after it. */
export function StatementTable({ rows }: { rows: Movement[] }) {
  const t = useStatementText();
  const columns = useMemo(() => columnsOf(t), [t]);
  return <DataTable caption={t('table.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} empty={t('table.empty')} />;
}

/** The balances before and after the whole range (not only this page). */
export function RangeBalances({ opening, closing, range }: { opening: Balances; closing: Balances; range: string }) {
  const t = useStatementText();
  return (
    <section className="range-balances" aria-label={range}>
      <p className="range-dates">{range}</p>
      <dl>
        <div className="range-balance">
          <dt>{t('table.opening')}</dt>
          <dd>
            <strong>{formatRupees(opening.total)}</strong>
            <span className="statement-parts">{balanceParts(opening, t)}</span>
            <span className="statement-parts">{t('table.openingNote')}</span>
          </dd>
        </div>
        <div className="range-balance">
          <dt>{t('table.closing')}</dt>
          <dd>
            <strong>{formatRupees(closing.total)}</strong>
            <span className="statement-parts">{balanceParts(closing, t)}</span>
            <span className="statement-parts">{t('table.closingNote')}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
