import { drawPeriod, type PeriodId } from '@draws/draw-periods';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { Pager } from '../../../components/ui/pager.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { useGetMyTicketsQuery, type Ticket } from '../api/tickets-api.js';
import { MATCHES, MY_TICKETS as T } from '../draws.strings.js';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';

export const TICKETS_PER_PAGE = 10;

/** When the round of a ticket started: its id is `<period>-<start in ISO>`. */
function roundStart(ticket: Ticket): string {
  const start = ticket.draw_id.slice(ticket.draw_id.indexOf('-') + 1);
  return formatIstShort(start) || ticket.draw_id;
}

const statusText = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ') : '');

/** A settled ticket's matches in each mode its period has. */
export function matchesText(ticket: Ticket): string {
  const m = ticket.outcome?.matches;
  if (!m) return '';
  const parts = [
    m.sequence !== undefined ? MATCHES.sequence(m.sequence) : null,
    m.any !== undefined ? MATCHES.any(m.any) : null,
    m.letter !== undefined ? MATCHES.letter(m.letter) : null,
  ];
  return parts.filter(Boolean).join(MATCHES.separator);
}

/** A settled ticket's prize (with the pots it shared) over its matches; before that, that it awaits the result. */
function outcomeCell(ticket: Ticket) {
  const outcome = ticket.outcome;
  if (!outcome) return <span className="muted">{T.pending}</span>;
  const pots = outcome.pots.map((p) => MATCHES.pot[p] ?? p);
  return (
    <span className="ticket-outcome">
      {outcome.prize > 0 ? (
        <strong className="ticket-prize">{formatRupees(outcome.prize)}{pots.length > 0 && ` (${pots.join(', ')})`}</strong>
      ) : (
        <span className="muted">{T.noPrize}</span>
      )}
      <span className="ticket-matches">{matchesText(ticket)}</span>
    </span>
  );
}

const columns = (hasLetter: boolean): DataColumn<Ticket>[] => [
  {
    key: 'numbers',
    header: T.numbers,
    // The numbers are the ticket: they open its page (outcome and receipt).
    cell: (t) => {
      const label = ballsLabel(t.numbers, hasLetter ? t.letter : undefined);
      return (
        <Link to={`/tickets/${encodeURIComponent(t._id)}`} className="ticket-link" aria-label={T.viewLabel(label)}>
          <BallRow numbers={t.numbers} letter={hasLetter ? t.letter : undefined} size="sm" label={label} />
          <span className="ticket-view" aria-hidden="true">{T.view}</span>
        </Link>
      );
    },
  },
  { key: 'draw', header: T.draw, cell: roundStart },
  { key: 'price', header: T.price, cell: (t) => formatRupees(t.round_amount) },
  { key: 'status', header: T.status, cell: (t) => <span className={`ticket-status ticket-${t.status}`}>{statusText(t.status)}</span> },
  { key: 'outcome', header: T.outcome, cell: outcomeCell, wrap: true },
  { key: 'bought', header: T.bought, cell: (t) => formatIstShort(t.createdAt) },
];

/** The player's own tickets of the selected period, current and past rounds, newest first (paged). */
export function MyTickets({ period }: { period: PeriodId }) {
  const [pages, setPages] = useState<Partial<Record<PeriodId, number>>>({});
  const page = pages[period] ?? 1;
  const { data, isLoading, isFetching, isError } = useGetMyTicketsQuery({ period, page, limit: TICKETS_PER_PAGE });
  const p = drawPeriod(period);
  const totalPages = data ? Math.ceil(data.total / TICKETS_PER_PAGE) : 1;
  return (
    <section className="card draw-panel my-tickets" aria-labelledby="my-tickets-title" aria-busy={isFetching || undefined}>
      <h2 id="my-tickets-title" className="panel-title">{T.title}</h2>
      {isLoading ? (
        <div role="status" aria-label={T.loading}>
          {[0, 1, 2].map((i) => <div key={i} className="skeleton-block skeleton-row" />)}
        </div>
      ) : isError ? (
        <p className="panel-message" role="alert">{T.failed}</p>
      ) : (
        <>
          <DataTable caption={T.caption(`${p.name} Draw`)} columns={columns(p.hasLetter)} rows={data?.tickets ?? []} rowKey={(t) => t._id} empty={T.empty} />
          {totalPages > 1 && <Pager page={page} totalPages={totalPages} busy={isFetching} onPage={(next) => setPages((all) => ({ ...all, [period]: next }))} />}
        </>
      )}
    </section>
  );
}
