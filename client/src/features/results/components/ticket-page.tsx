import { drawPeriod, isPeriodId } from '@draws/draw-periods';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorStatus } from '../../../lib/api/error-message.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { keptRoot } from '../../../lib/kept-roots.js';
import { useGetProofQuery } from '../api/results-api.js';
import { useGetPlayerTicketQuery, type PlayerTicket } from '../api/ticket-api.js';
import { checkReceipt, type ReceiptChecks } from '../model/ticket-receipt.js';
import { matchesText, outcomeText, periodName, useResultsText } from '../results.strings.js';
import { proofPath } from './results-history.js';
import '../results.css';

/**
 * `publishedRoot`: undefined while the draw's proof is read, null when it has none. `kept`:
 * the root this app kept when it saw the round close (null: it did not see that).
 */
function InclusionChecks({ ticket, publishedRoot, kept }: { ticket: PlayerTicket; publishedRoot: string | null | undefined; kept: string | null }) {
  const t = useResultsText();
  const [checks, setChecks] = useState<ReceiptChecks | null>(null);
  const receipt = ticket.receipt;
  useEffect(() => {
    if (!receipt || publishedRoot === undefined) return;
    let live = true;
    void checkReceipt(ticket, receipt, publishedRoot, kept).then((c) => live && setChecks(c));
    return () => {
      live = false;
    };
  }, [ticket, receipt, publishedRoot, kept]);
  if (!receipt) return <p className="muted">{t('ticket.noReceipt')}</p>;
  const rows: [string, boolean | null | undefined, string?][] = [
    [t('ticket.leafMatches'), checks?.leafMatches],
    [t('ticket.leadsToRoot'), checks?.leadsToRoot],
    [t('ticket.rootPublished'), checks ? checks.rootPublished : undefined],
    [t('ticket.rootKept'), checks ? checks.rootKept : undefined, kept === null ? t('ticket.notSeenClosing') : undefined],
  ];
  return (
    <>
      {checks?.changedAfterClose && <p className="ticket-changed" role="alert">{t('ticket.changedAfterClose')}</p>}
      <ul className="checks" aria-label={t('ticket.inclusion')} aria-busy={!checks || undefined}>
        {rows.map(([label, ok, note]) => {
          const outcome = ok === undefined ? null : ok === null ? 'unchecked' : ok ? 'pass' : 'fail';
          return (
            <li key={label} className={`check check-${outcome ?? 'pending'}`}>
              <span className="check-outcome">{outcome ? outcomeText(t, outcome) : '…'}</span>
              <span className="check-text">{label}{note && outcome && <span className="check-note">{note}</span>}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * A player's ticket (/tickets/:ticketId): its numbers, round, price and the balances that
 * paid it, what it won, and its receipt's Merkle inclusion proof checked in this browser
 * against the root published at close and the root this app kept when it saw the round
 * close; with a link to the draw's proof page.
 */
export function TicketPage() {
  const t = useResultsText();
  const id = useParams().ticketId ?? '';
  const { data: ticket, isLoading, isError, error } = useGetPlayerTicketQuery(id);
  const proofQuery = useGetProofQuery(ticket?.draw_id ?? '', { skip: !ticket?.draw_id });
  const proof = proofQuery.data;
  const publishedRoot = proofQuery.isLoading || proofQuery.isUninitialized ? undefined : (proof?.ticket_root ?? null);
  if (isLoading) return <Spinner label={t('ticket.loading')} />;
  if (isError || !ticket || !isPeriodId(ticket.period)) return <Alert kind="error">{isError && errorStatus(error) !== 404 ? t('ticket.failed') : t('ticket.notFound')}</Alert>;
  const p = drawPeriod(ticket.period);
  const letter = p.hasLetter ? ticket.letter : undefined;
  const result = proof?.result;
  return (
    <div className="ticket-page">
      <h1 className="page-title">{t('ticket.title')}</h1>
      <div className="proof-grid">
        <div className="proof-main">
          <section className="card proof-section" aria-labelledby="ticket-numbers">
            <h2 id="ticket-numbers" className="proof-heading">{t('ticket.numbers')}</h2>
            <BallRow numbers={ticket.numbers} letter={letter} size="lg" label={ballsLabel(ticket.numbers, letter)} />
            <dl className="proof-facts ticket-facts">
              <div className="proof-fact"><dt>{t('ticket.draw')}</dt><dd>{t('ticket.drawName', { name: periodName(t, ticket.period) })}</dd></div>
              <div className="proof-fact"><dt>{t('ticket.round')}</dt><dd>{formatIstShort(proof?.start_at) || ticket.draw_id}</dd></div>
              <div className="proof-fact"><dt>{t('ticket.price')}</dt><dd>{formatRupees(ticket.round_amount)}</dd></div>
              {ticket.from_money !== null && ticket.from_referral !== null && (
                <div className="proof-fact"><dt>{t('ticket.paidFrom')}</dt><dd>{t('ticket.paidSplit', { money: formatRupees(ticket.from_money), referral: formatRupees(ticket.from_referral) })}</dd></div>
              )}
              <div className="proof-fact"><dt>{t('ticket.bought')}</dt><dd>{formatIstShort(ticket.createdAt)}</dd></div>
            </dl>
          </section>
          <section className="card proof-section" aria-labelledby="ticket-outcome">
            <h2 id="ticket-outcome" className="proof-heading">{t('ticket.outcome')}</h2>
            {result && (
              <div className="ticket-result">
                <span className="muted">{t('ticket.result')}</span>
                <BallRow numbers={result.numbers} letter={p.hasLetter ? result.letter : undefined} tone="result" size="sm" label={t('ticket.resultLabel', { balls: ballsLabel(result.numbers, p.hasLetter ? result.letter : undefined) })} />
              </div>
            )}
            {ticket.outcome ? (
              <dl className="proof-facts">
                <div className="proof-fact"><dt>{t('ticket.matches')}</dt><dd>{matchesText(t, ticket.outcome.matches)}</dd></div>
                <div className="proof-fact"><dt>{t('ticket.prize')}</dt><dd className={ticket.outcome.prize > 0 ? 'ticket-won' : undefined}>{ticket.outcome.prize > 0 ? formatRupees(ticket.outcome.prize) : t('ticket.noPrize')}</dd></div>
              </dl>
            ) : (
              <p className="muted">{t('ticket.pending')}</p>
            )}
          </section>
        </div>
        <div className="proof-side">
          <section className="card proof-section" aria-labelledby="ticket-inclusion">
            <h2 id="ticket-inclusion" className="proof-heading">{t('ticket.inclusion')}</h2>
            <p className="muted">{t('ticket.inclusionIntro')}</p>
            <InclusionChecks ticket={ticket} publishedRoot={publishedRoot} kept={keptRoot(ticket.draw_id)} />
            {ticket.receipt && <p className="ticket-root"><span className="muted">{t('proof.ticketRoot')}</span> <code className="hex">{ticket.receipt.root}</code></p>}
            <p className="ticket-links">
              <Link to={proofPath(ticket.draw_id)}>{t('ticket.proofPage')}</Link>
              <Link to="/dashboard">{t('ticket.back')}</Link>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
