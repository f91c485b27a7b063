import { drawPeriod, type PeriodId } from '@draws/draw-periods';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { Pager } from '../../../components/ui/pager.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { useGetMyTicketsQuery, type Ticket } from '../api/tickets-api.js';
import { drawName, drawsTextNow, potName, useDrawsText, type DrawsText } from '../draws.strings.js';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';

export const TICKETS_PER_PAGE = 10;

/** Between a settled ticket's matches per mode ('Sequence 2 · Any 3 · Letter ✓'). */
const MATCHES_SEPARATOR = ' · ';

/** When the round of a ticket started: its id is `<period>-<start in ISO>`. */
function roundStart(ticket: Ticket): string {
  const start = ticket.draw_id.slice(ticket.draw_id.indexOf('-') + 1);
  return formatIstShort(start) || ticket.draw_id;
}

/** The round's status in words ('Open', 'Closed'); one the client does not know as the server says it. */
function statusText(t: DrawsText, status: string): string {
  if (status === 'open') return t('myTickets.status.open');
  if (status === 'closed') return t('myTickets.status.closed');
  return status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ') : '';
}

/** A settled ticket's matches in each mode its period has. */
export function matchesText(ticket: Ticket, t: DrawsText = drawsTextNow): string {
  const m = ticket.outcome?.matches;
  if (!m) return '';
  const parts = [
    m.sequence !== undefined ? t('matches.sequence', { count: m.sequence }) : null,
    m.any !== undefined ? t('matches.any', { count: m.any }) : null,
    m.letter !== undefined ? t(m.letter ? 'matches.letterHit' : 'matches.letterMiss') : null,
  ];
  return parts.filter(Boolean).join(MATCHES_SEPARATOR);
}

/** A settled ticket's prize (with the pots it shared) over its matches; before that, that it awaits the result. */
function outcomeCell(t: DrawsText, ticket: Ticket) {
  const outcome = ticket.outcome;
  if (!outcome) return <span className="muted">{t('myTickets.pending')}</span>;
  const pots = outcome.pots.map((pot) => potName(t, pot));
  return (
    <span className="ticket-outcome">
      {outcome.prize > 0 ? (
        <strong className="ticket-prize">{formatRupees(outcome.prize)}{pots.length > 0 && ` (${pots.join(', ')})`}</strong>
      ) : (
        <span className="muted">{t('myTickets.noPrize')}</span>
      )}
      <span className="ticket-matches">{matchesText(ticket, t)}</span>
    </span>
  );
}

const columns = (t: DrawsText, hasLetter: boolean): DataColumn<Ticket>[] => [
  {
    key: 'numbers',
    header: t('myTickets.numbers'),
    // The numbers are the ticket: they open its page (outcome and receipt).
    cell: (ticket) => {
      const label = ballsLabel(ticket.numbers, hasLetter ? ticket.letter : undefined);
      return (
        // Named by its words, not an aria-label over them (WCAG 2.5.3: the name holds what is seen).
        <Link to={`/tickets/${encodeURIComponent(ticket._id)}`} className="ticket-link">
          <span className="visually-hidden">{t('myTickets.viewLabel')} </span>
          <BallRow numbers={ticket.numbers} letter={hasLetter ? ticket.letter : undefined} size="sm" label={label} />
          <span className="ticket-view" aria-hidden="true">{t('myTickets.view')}</span>
        </Link>
      );
    },
  },
  { key: 'draw', header: t('myTickets.draw'), cell: roundStart },
  { key: 'price', header: t('myTickets.price'), cell: (ticket) => formatRupees(ticket.round_amount) },
  { key: 'status', header: t('myTickets.status'), cell: (ticket) => <span className={`ticket-status ticket-${ticket.status}`}>{statusText(t, ticket.status)}</span> },
  { key: 'outcome', header: t('myTickets.outcome'), cell: (ticket) => outcomeCell(t, ticket), wrap: true },
  { key: 'bought', header: t('myTickets.bought'), cell: (ticket) => formatIstShort(ticket.createdAt) },
];

/** The player's own tickets of the selected period, current and past rounds, newest first (paged). */
export function MyTickets({ period }: { period: PeriodId }) {
  const t = useDrawsText();
  const [pages, setPages] = useState<Partial<Record<PeriodId, number>>>({});
  const page = pages[period] ?? 1;
  const { data, isLoading, isFetching, isError } = useGetMyTicketsQuery({ period, page, limit: TICKETS_PER_PAGE });
  const p = drawPeriod(period);
  const tableColumns = useMemo(() => columns(t, p.hasLetter), [t, p.hasLetter]);
  const totalPages = data ? Math.ceil(data.total / TICKETS_PER_PAGE) : 1;
  return (
    <section className="card draw-panel my-tickets" aria-labelledby="my-tickets-title" aria-busy={isFetching || undefined}>
      <h2 id="my-tickets-title" className="panel-title">{t('myTickets.title')}</h2>
      {isLoading ? (
        <div role="status" aria-label={t('myTickets.loading')}>
          {[0, 1, 2].map((i) => <div key={i} className="skeleton-block skeleton-row" />)}
        </div>
      ) : isError ? (
        <p className="panel-message" role="alert">{t('myTickets.failed')}</p>
      ) : (
        <>
          <DataTable caption={t('myTickets.caption', { draw: drawName(t, period) })} columns={tableColumns} rows={data?.tickets ?? []} rowKey={(ticket) => ticket._id} empty={t('myTickets.empty')} />
          {totalPages > 1 && <Pager page={page} totalPages={totalPages} busy={isFetching} onPage={(next) => setPages((all) => ({ ...all, [period]: next }))} />}
        </>
      )}
    </section>
  );
}
