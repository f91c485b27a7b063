import { isPeriodId } from '@draws/draw-periods';
import { useMemo } from 'react';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { StatusBadge } from '../../../components/ui/status-badge.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { periodKey, periodNameKey, useUsersText, type UsersText } from '../admin-users.strings.js';
import type { PlayerDetail, PlayerRequest, PlayerTicket, Recent } from '../api/player-detail.js';

const OPTIONS = { bank: 'option.bank', upi: 'option.upi', crypto: 'option.crypto' } as const;

function option(t: UsersText, row: PlayerRequest): string {
  const value = (row.deposit_option ?? row.withdraw_option ?? '').toLowerCase();
  const key = OPTIONS[value as keyof typeof OPTIONS];
  return key ? t(key) : value || '—';
}

function requestColumns(t: UsersText): DataColumn<PlayerRequest>[] {
  return [
    { key: 'date', header: t('activity.date'), cell: (r) => formatIstShort(r.createdAt) || '—' },
    { key: 'amount', header: t('activity.amount'), cell: (r) => formatRupees(r.amount) },
    { key: 'option', header: t('activity.option'), cell: (r) => option(t, r) },
    { key: 'status', header: t('activity.status'), cell: (r) => <StatusBadge status={r.status} /> },
    { key: 'reference', header: t('activity.reference'), cell: (r) => r.reference || '—' },
  ];
}

/** 'Giant (Weekly)': the draw's name, and its period in the language shown. */
function drawName(t: UsersText, period: string): string {
  if (!isPeriodId(period)) return period;
  return t('activity.drawName', { name: t(periodNameKey(period)), period: t(periodKey(period)) });
}

function outcome(t: UsersText, ticket: PlayerTicket): string {
  if (!ticket.outcome) return t('activity.pending');
  return ticket.outcome.prize > 0 ? t('activity.won', { prize: formatRupees(ticket.outcome.prize) }) : t('activity.noWin');
}

function ticketColumns(t: UsersText): DataColumn<PlayerTicket>[] {
  return [
    { key: 'date', header: t('activity.date'), cell: (ticket) => formatIstShort(ticket.createdAt) || '—' },
    { key: 'draw', header: t('activity.draw'), cell: (ticket) => drawName(t, ticket.period) },
    {
      key: 'numbers',
      header: t('activity.numbers'),
      cell: (ticket) => (
        <span className="ticket-numbers">
          {[...[ticket.num_1, ticket.num_2, ticket.num_3, ticket.num_4, ticket.num_5].map((n) => String(n).padStart(2, '0')), ...(ticket.num_6 ? [ticket.num_6] : [])].join(' ')}
        </span>
      ),
    },
    { key: 'price', header: t('activity.price'), cell: (ticket) => formatRupees(ticket.round_amount) },
    { key: 'outcome', header: t('activity.outcome'), cell: (ticket) => outcome(t, ticket) },
  ];
}

function Part<Row extends { _id: string }>(props: { id: string; title: string; caption: string; list: Recent<Row>; columns: DataColumn<Row>[]; empty: string }) {
  const { id, title, caption, list, columns, empty } = props;
  const t = useUsersText();
  return (
    <section className="player-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <DataTable caption={caption} columns={columns} rows={list.rows} rowKey={(row) => row._id} empty={empty} />
      {list.total > list.rows.length && <p className="muted section-note">{t('activity.shown', { shown: list.rows.length, total: list.total })}</p>}
    </section>
  );
}

/** The player's newest deposits, withdrawals and tickets (up to 10 each; the total beside). */
export function PlayerActivity({ detail }: { detail: PlayerDetail }) {
  const t = useUsersText();
  const requests = useMemo(() => requestColumns(t), [t]);
  const tickets = useMemo(() => ticketColumns(t), [t]);
  return (
    <>
      <Part id="player-deposits" title={t('activity.deposits')} caption={t('activity.depositsCaption')} list={detail.deposits} columns={requests}
        empty={t('activity.noDeposits')} />
      <Part id="player-withdrawals" title={t('activity.withdrawals')} caption={t('activity.withdrawalsCaption')} list={detail.withdrawals}
        columns={requests} empty={t('activity.noWithdrawals')} />
      <Part id="player-tickets" title={t('activity.tickets')} caption={t('activity.ticketsCaption')} list={detail.tickets} columns={tickets}
        empty={t('activity.noTickets')} />
    </>
  );
}
