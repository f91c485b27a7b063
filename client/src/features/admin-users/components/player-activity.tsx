import { drawPeriod, isPeriodId } from '@draws/draw-periods';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { CAPTIONS, PLAYER as T } from '../admin-users.strings.js';
import type { PlayerDetail, PlayerRequest, PlayerTicket, Recent } from '../api/player-detail.js';

const OPTIONS: Record<string, string> = { bank: 'Bank', upi: 'UPI', crypto: 'Crypto' };

function option(row: PlayerRequest): string {
  const value = (row.deposit_option ?? row.withdraw_option ?? '').toLowerCase();
  return OPTIONS[value] ?? (value || '—');
}

const REQUEST_COLUMNS: DataColumn<PlayerRequest>[] = [
  { key: 'date', header: T.date, cell: (r) => formatIstShort(r.createdAt) || '—' },
  { key: 'amount', header: T.amount, cell: (r) => formatRupees(r.amount) },
  { key: 'option', header: T.option, cell: option },
  { key: 'status', header: T.status, cell: (r) => <StatusBadge status={r.status} /> },
  { key: 'reference', header: T.reference, cell: (r) => r.reference || '—' },
];

function drawName(period: string): string {
  if (!isPeriodId(period)) return period;
  const found = drawPeriod(period);
  return `${found.name} (${found.label})`;
}

const TICKET_COLUMNS: DataColumn<PlayerTicket>[] = [
  { key: 'date', header: T.date, cell: (t) => formatIstShort(t.createdAt) || '—' },
  { key: 'draw', header: T.draw, cell: (t) => drawName(t.period) },
  {
    key: 'numbers',
    header: T.numbers,
    cell: (t) => (
      <span className="ticket-numbers">
        {[...[t.num_1, t.num_2, t.num_3, t.num_4, t.num_5].map((n) => String(n).padStart(2, '0')), ...(t.num_6 ? [t.num_6] : [])].join(' ')}
      </span>
    ),
  },
  { key: 'price', header: T.price, cell: (t) => formatRupees(t.round_amount) },
  { key: 'outcome', header: T.outcome, cell: (t) => (!t.outcome ? T.pending : t.outcome.prize > 0 ? T.won(formatRupees(t.outcome.prize)) : T.noWin) },
];

function Part<Row extends { _id: string }>(props: { id: string; title: string; caption: string; list: Recent<Row>; columns: DataColumn<Row>[]; empty: string }) {
  const { id, title, caption, list, columns, empty } = props;
  return (
    <section className="player-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <DataTable caption={caption} columns={columns} rows={list.rows} rowKey={(row) => row._id} empty={empty} />
      {list.total > list.rows.length && <p className="muted section-note">{T.shown(list.rows.length, list.total)}</p>}
    </section>
  );
}

/** The player's newest deposits, withdrawals and tickets (up to 10 each; the total beside). */
export function PlayerActivity({ detail }: { detail: PlayerDetail }) {
  return (
    <>
      <Part id="player-deposits" title={T.deposits} caption={CAPTIONS.deposits} list={detail.deposits} columns={REQUEST_COLUMNS} empty={T.noDeposits} />
      <Part id="player-withdrawals" title={T.withdrawals} caption={CAPTIONS.withdrawals} list={detail.withdrawals} columns={REQUEST_COLUMNS} empty={T.noWithdrawals} />
      <Part id="player-tickets" title={T.tickets} caption={CAPTIONS.tickets} list={detail.tickets} columns={TICKET_COLUMNS} empty={T.noTickets} />
    </>
  );
}
