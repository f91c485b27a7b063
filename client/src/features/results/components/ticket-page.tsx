import { drawPeriod, isPeriodId } from '@draws/draw-periods';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorStatus } from '../../../lib/api/error-message.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { useGetProofQuery } from '../api/results-api.js';
import { useGetPlayerTicketQuery, type PlayerTicket } from '../api/ticket-api.js';
import { checkReceipt, type ReceiptChecks } from '../model/ticket-receipt.js';
import { PROOF, TICKET_PAGE as T } from '../results.strings.js';
import { proofPath } from './results-history.js';
import '../results.css';

const MATCH_WORDS = { sequence: (n: number) => `Sequence ${n}`, any: (n: number) => `Any ${n}`, letter: (hit: boolean) => `Letter ${hit ? '✓' : '✗'}` };

function matchesText(outcome: NonNullable<PlayerTicket['outcome']>): string {
  const m = outcome.matches;
  return [
    m.sequence !== undefined ? MATCH_WORDS.sequence(m.sequence) : null,
    m.any !== undefined ? MATCH_WORDS.any(m.any) : null,
    m.letter !== undefined ? MATCH_WORDS.letter(m.letter) : null,
  ].filter(Boolean).join(' · ');
}

/** `publishedRoot`: undefined while the draw's proof is read, null when it has none. */
function InclusionChecks({ ticket, publishedRoot }: { ticket: PlayerTicket; publishedRoot: string | null | undefined }) {
  const [checks, setChecks] = useState<ReceiptChecks | null>(null);
  const receipt = ticket.receipt;
  useEffect(() => {
    if (!receipt || publishedRoot === undefined) return;
    let live = true;
    void checkReceipt(ticket, receipt, publishedRoot).then((c) => live && setChecks(c));
    return () => {
      live = false;
    };
  }, [ticket, receipt, publishedRoot]);
  if (!receipt) return <p className="muted">{T.noReceipt}</p>;
  const rows: [string, boolean | null | undefined][] = [
    [T.leafMatches, checks?.leafMatches],
    [T.leadsToRoot, checks?.leadsToRoot],
    [T.rootPublished, checks ? checks.rootPublished : undefined],
  ];
  return (
    <ul className="checks" aria-label={T.inclusion} aria-busy={!checks || undefined}>
      {rows.map(([label, ok]) => {
        const outcome = ok === undefined ? null : ok === null ? 'unchecked' : ok ? 'pass' : 'fail';
        return (
          <li key={label} className={`check check-${outcome ?? 'pending'}`}>
            <span className="check-outcome">{outcome ? PROOF.outcome[outcome] : '…'}</span>
            <span className="check-text">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A player's ticket (/tickets/:ticketId): its numbers, round, price and the balances that
 * paid it, what it won, and its receipt's Merkle inclusion proof checked in this browser
 * against the root published at close; with a link to the draw's proof page.
 */
export function TicketPage() {
  const id = useParams().ticketId ?? '';
  const { data: ticket, isLoading, isError, error } = useGetPlayerTicketQuery(id);
  const proofQuery = useGetProofQuery(ticket?.draw_id ?? '', { skip: !ticket?.draw_id });
  const proof = proofQuery.data;
  const publishedRoot = proofQuery.isLoading || proofQuery.isUninitialized ? undefined : (proof?.ticket_root ?? null);
  if (isLoading) return <Spinner label={T.loading} />;
  if (isError || !ticket || !isPeriodId(ticket.period)) return <Alert kind="error">{isError && errorStatus(error) !== 404 ? T.failed : T.notFound}</Alert>;
  const p = drawPeriod(ticket.period);
  const letter = p.hasLetter ? ticket.letter : undefined;
  const result = proof?.result;
  return (
    <div className="ticket-page">
      <h1 className="page-title">{T.title}</h1>
      <div className="proof-grid">
        <div className="proof-main">
          <section className="card proof-section" aria-labelledby="ticket-numbers">
            <h2 id="ticket-numbers" className="proof-heading">{T.numbers}</h2>
            <BallRow numbers={ticket.numbers} letter={letter} size="lg" label={ballsLabel(ticket.numbers, letter)} />
            <dl className="proof-facts ticket-facts">
              <div className="proof-fact"><dt>{T.draw}</dt><dd>{`${p.name} Draw`}</dd></div>
              <div className="proof-fact"><dt>{T.round}</dt><dd>{formatIstShort(proof?.start_at) || ticket.draw_id}</dd></div>
              <div className="proof-fact"><dt>{T.price}</dt><dd>{formatRupees(ticket.round_amount)}</dd></div>
              {ticket.from_money !== null && ticket.from_referral !== null && (
                <div className="proof-fact"><dt>{T.paidFrom}</dt><dd>{T.paidSplit(formatRupees(ticket.from_money), formatRupees(ticket.from_referral))}</dd></div>
              )}
              <div className="proof-fact"><dt>{T.bought}</dt><dd>{formatIstShort(ticket.createdAt)}</dd></div>
            </dl>
          </section>
          <section className="card proof-section" aria-labelledby="ticket-outcome">
            <h2 id="ticket-outcome" className="proof-heading">{T.outcome}</h2>
            {result && (
              <div className="ticket-result">
                <span className="muted">{T.result}</span>
                <BallRow numbers={result.numbers} letter={p.hasLetter ? result.letter : undefined} tone="result" size="sm" label={`${T.result}: ${ballsLabel(result.numbers, p.hasLetter ? result.letter : undefined)}`} />
              </div>
            )}
            {ticket.outcome ? (
              <dl className="proof-facts">
                <div className="proof-fact"><dt>{T.matches}</dt><dd>{matchesText(ticket.outcome)}</dd></div>
                <div className="proof-fact"><dt>{T.prize}</dt><dd className={ticket.outcome.prize > 0 ? 'ticket-won' : undefined}>{ticket.outcome.prize > 0 ? formatRupees(ticket.outcome.prize) : T.noPrize}</dd></div>
              </dl>
            ) : (
              <p className="muted">{T.pending}</p>
            )}
          </section>
        </div>
        <div className="proof-side">
          <section className="card proof-section" aria-labelledby="ticket-inclusion">
            <h2 id="ticket-inclusion" className="proof-heading">{T.inclusion}</h2>
            <p className="muted">{T.inclusionIntro}</p>
            <InclusionChecks ticket={ticket} publishedRoot={publishedRoot} />
            {ticket.receipt && <p className="ticket-root"><span className="muted">{PROOF.ticketRoot}</span> <code className="hex">{ticket.receipt.root}</code></p>}
            <p className="ticket-links">
              <Link to={proofPath(ticket.draw_id)}>{T.proofPage}</Link>
              <Link to="/dashboard">{T.back}</Link>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
