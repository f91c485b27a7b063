import { Link } from 'react-router';
import type { DataColumn } from '../../../components/ui/data-table.js';
import { formatCount, formatIstShort, formatRupeesWithPaise } from '../../../lib/format.js';
import { labelOf, NONE, useAdminRoundsText, type AdminRoundsText } from '../admin-rounds.strings.js';
import type { AdminRound } from '../api/rounds-api.js';

const money = (value: number | null | undefined) => (value === null || value === undefined ? NONE : formatRupeesWithPaise(value));
const count = (value: number | null | undefined) => (value === null || value === undefined ? NONE : formatCount(value));

/** 'Vibrant (3 hours)': the draw's name with its period in words ('periods.<id>'; an unknown period as it is). */
export function drawName(t: AdminRoundsText, round: AdminRound): string {
  // A period this page knows is named in the language shown; another keeps the server's name.
  const known = labelOf(t, 'names', round.period);
  const name = known !== round.period ? known : round.name || round.period;
  return `${name} (${labelOf(t, 'periods', round.period)})`;
}

/** Only same-site proof pages are linked; anything else falls back to the round's own proof path. */
export function proofPath(round: AdminRound): string {
  return round.proof_url?.startsWith('/draws/') ? round.proof_url : `/draws/${encodeURIComponent(round.draw_id)}/proof`;
}

function Result({ round }: { round: AdminRound }) {
  const t = useAdminRoundsText();
  if (!round.result) return <>{NONE}</>;
  const numbers = [...round.result.numbers.map((n) => String(n).padStart(2, '0')), ...(round.result.letter ? [round.result.letter] : [])];
  return (
    <span className="round-result">
      <span className="round-numbers">{numbers.join(' ')}</span>
      {round.result_source && <span className="muted">{labelOf(t, 'sources', round.result_source)}</span>}
    </span>
  );
}

function Pots({ round }: { round: AdminRound }) {
  const t = useAdminRoundsText();
  if (round.pots.length === 0) return <>{NONE}</>;
  return (
    <ul className="round-pots">
      {round.pots.map((pot) => (
        <li key={pot.pot}>
          <strong>{pot.pot === 'minipot' ? t('pots.minipot') : t('pots.jackpot')}</strong> {t('potLine', { paid: money(pot.paid), carried: money(pot.carried) })}
          {pot.winners !== null && pot.winners !== undefined && ` (${t('winners', { count: pot.winners })})`}
        </li>
      ))}
    </ul>
  );
}

/** The rounds table (contract A8): when, what it sold and paid, its result and the link to its public proof. */
export const roundColumns = (t: AdminRoundsText): DataColumn<AdminRound>[] => [
  { key: 'draw', header: t('columns.draw'), cell: (r) => drawName(t, r) },
  {
    key: 'times',
    header: t('columns.times'),
    cell: (r) => (
      <span className="round-times">
        <span>{t('startAt', { at: formatIstShort(r.start_at) || NONE })}</span>
        <span>{t('drawAt', { at: formatIstShort(r.draw_at) || NONE })}</span>
      </span>
    ),
  },
  { key: 'status', header: t('columns.status'), cell: (r) => <span className={`round-status round-${r.status}`}>{labelOf(t, 'statuses', r.status)}</span> },
  { key: 'price', header: t('columns.price'), cell: (r) => money(r.round_amount) },
  { key: 'tickets', header: t('columns.tickets'), cell: (r) => count(r.ticket_count) },
  { key: 'sales', header: t('columns.sales'), cell: (r) => money(r.sales) },
  { key: 'prizes', header: t('columns.prizesPaid'), cell: (r) => money(r.prizes_paid) },
  { key: 'pots', header: t('columns.pots'), cell: (r) => <Pots round={r} />, wrap: true },
  { key: 'house', header: t('columns.houseShare'), cell: (r) => money(r.house_share) },
  { key: 'result', header: t('columns.result'), cell: (r) => <Result round={r} /> },
  {
    key: 'proof',
    header: t('columns.proof'),
    cell: (r) => (
      <Link to={proofPath(r)} aria-label={t('proofLabel', { draw: `${drawName(t, r)} ${formatIstShort(r.start_at)}` })}>
        {t('proof')}
      </Link>
    ),
  },
];
