import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { formatSignedRupees } from '../../../lib/format-signed.js';
import type { Balances, Movement } from '../api/statement-api.js';
import { TABLE as T } from '../statement.strings.js';

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
function changeLine(row: Movement): string | null {
  const parts = (['money', 'referral', 'held'] as const).filter((key) => Math.round(row.change[key] * 100) !== 0);
  if (parts.length < 2 && !(parts.length === 1 && tone(row.amount) === 'none')) return null;
  return parts.map((key) => `${T.changes[key]} ${formatSignedRupees(row.change[key])}`).join(' · ');
}

export function balanceParts(b: Balances): string {
  return T.parts(formatRupees(b.money), formatRupees(b.referral), formatRupees(b.held));
}

/** A reference as the player can quote it (to support, against the CSV): its kind and whole id. */
function ReferenceCell({ row }: { row: Movement }) {
  if (!row.reference) return <span className="muted">—</span>;
  const kind = T.referenceKinds[row.reference.kind] ?? row.reference.kind;
  return (
    <>
      <span className="statement-ref-kind">{kind}</span> <code className="statement-ref-id">{row.reference.id}</code>
    </>
  );
}

const COLUMNS: DataColumn<Movement>[] = [
  { key: 'date', header: T.date, cell: (row) => formatIstShort(row.at) },
  {
    key: 'description',
    header: T.description,
    wrap: true,
    cell: (row) => {
      const to = linkOf(row);
      return to ? <Link to={to} className="statement-link">{row.description}</Link> : row.description;
    },
  },
  { key: 'reference', header: T.reference, cell: (row) => <ReferenceCell row={row} /> },
  {
    key: 'amount',
    header: T.amount,
    cell: (row) => {
      const changes = changeLine(row);
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
    header: T.balance,
    cell: (row) => (
      <>
        <strong className="statement-balance">{formatRupees(row.balances.total)}</strong>
        <span className="statement-parts">{balanceParts(row.balances)}</span>
      </>
    ),
  },
];

/** The movements of one page, newest first, each with the running balance after it. */
export function StatementTable({ rows }: { rows: Movement[] }) {
  return <DataTable caption={T.caption} columns={COLUMNS} rows={rows} rowKey={(row) => row.id} empty={T.empty} />;
}

/** The balances before and after the whole range (not only this page). */
export function RangeBalances({ opening, closing, range }: { opening: Balances; closing: Balances; range: string }) {
  return (
    <section className="range-balances" aria-label={range}>
      <p className="range-dates">{range}</p>
      <dl>
        <div className="range-balance">
          <dt>{T.opening}</dt>
          <dd>
            <strong>{formatRupees(opening.total)}</strong>
            <span className="statement-parts">{balanceParts(opening)}</span>
            <span className="statement-parts">{T.openingNote}</span>
          </dd>
        </div>
        <div className="range-balance">
          <dt>{T.closing}</dt>
          <dd>
            <strong>{formatRupees(closing.total)}</strong>
            <span className="statement-parts">{balanceParts(closing)}</span>
            <span className="statement-parts">{T.closingNote}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
