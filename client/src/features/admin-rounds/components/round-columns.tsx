import { drawPeriod, isPeriodId } from '@draws/draw-periods';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/ui/data-table.js';
import { formatIstShort, formatRupeesWithPaise } from '../../../lib/format.js';
import { ROUNDS as T } from '../admin-rounds.strings.js';
import type { AdminRound } from '../api/rounds-api.js';

const money = (value: number | null | undefined) => (value === null || value === undefined ? T.none : formatRupeesWithPaise(value));
const count = (value: number | null | undefined) => (value === null || value === undefined ? T.none : value.toLocaleString('en-IN'));

export function drawName(round: AdminRound): string {
  const label = isPeriodId(round.period) ? drawPeriod(round.period).label : round.period;
  return `${round.name || round.period} (${label})`;
}

/** Only same-site proof pages are linked; anything else falls back to the round's own proof path. */
export function proofPath(round: AdminRound): string {
  return round.proof_url?.startsWith('/draws/') ? round.proof_url : `/draws/${encodeURIComponent(round.draw_id)}/proof`;
}

function Result({ round }: { round: AdminRound }) {
  if (!round.result) return <>{T.none}</>;
  const numbers = [...round.result.numbers.map((n) => String(n).padStart(2, '0')), ...(round.result.letter ? [round.result.letter] : [])];
  return (
    <span className="round-result">
      <span className="round-numbers">{numbers.join(' ')}</span>
      {round.result_source && <span className="muted">{T.sources[round.result_source] ?? round.result_source}</span>}
    </span>
  );
}

function Pots({ round }: { round: AdminRound }) {
  if (round.pots.length === 0) return <>{T.none}</>;
  return (
    <ul className="round-pots">
      {round.pots.map((pot) => (
        <li key={pot.pot}>
          <strong>{T.pot(pot.pot)}</strong> {T.potLine(money(pot.paid), money(pot.carried))}
          {pot.winners !== null && pot.winners !== undefined && ` (${T.winners(pot.winners)})`}
        </li>
      ))}
    </ul>
  );
}

/** The rounds table (contract A8): when, what it sold and paid, its result and the link to its public proof. */
export const ROUND_COLUMNS: DataColumn<AdminRound>[] = [
  { key: 'draw', header: T.draw, cell: drawName },
  {
    key: 'times',
    header: T.times,
    cell: (r) => (
      <span className="round-times">
        <span>{T.startAt(formatIstShort(r.start_at) || T.none)}</span>
        <span>{T.drawAt(formatIstShort(r.draw_at) || T.none)}</span>
      </span>
    ),
  },
  { key: 'status', header: T.status, cell: (r) => <span className={`round-status round-${r.status}`}>{T.statuses[r.status] ?? r.status}</span> },
  { key: 'price', header: T.price, cell: (r) => money(r.round_amount) },
  { key: 'tickets', header: T.tickets, cell: (r) => count(r.ticket_count) },
  { key: 'sales', header: T.sales, cell: (r) => money(r.sales) },
  { key: 'prizes', header: T.prizesPaid, cell: (r) => money(r.prizes_paid) },
  { key: 'pots', header: T.pots, cell: (r) => <Pots round={r} />, wrap: true },
  { key: 'house', header: T.houseShare, cell: (r) => money(r.house_share) },
  { key: 'result', header: T.result, cell: (r) => <Result round={r} /> },
  {
    key: 'proof',
    header: T.proof,
    cell: (r) => (
      <Link to={proofPath(r)} aria-label={T.proofLabel(`${drawName(r)} ${formatIstShort(r.start_at)}`)}>
        {T.proof}
      </Link>
    ),
  },
];
