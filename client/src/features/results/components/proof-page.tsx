import { drawPeriod } from '@draws/draw-periods';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorStatus } from '../../../lib/api/error-message.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { useGetProofQuery, type DrawProof } from '../api/results-api.js';
import { PROOF as T } from '../results.strings.js';
import { VerifyPanel } from './verify-panel.js';
import '../results.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="proof-fact">
      <dt>{label}</dt>
      <dd>{children ?? <span className="muted">{T.notYet}</span>}</dd>
    </div>
  );
}

const Hex = ({ value }: { value: string | null }) => (value ? <code className="hex">{value}</code> : null);

function drandRoundUrl(proof: DrawProof): string | null {
  const { chain, round } = proof.beacon;
  return chain?.url && round !== null ? `${chain.url.replace(/\/$/, '')}/${chain.hash}/public/${round}` : null;
}

function ResultSection({ proof }: { proof: DrawProof }) {
  const hasLetter = drawPeriod(proof.period).hasLetter;
  const r = proof.result;
  const letter = hasLetter ? (r?.letter ?? null) : undefined;
  return (
    <section className="card proof-section proof-result" aria-labelledby="proof-result-title">
      <h2 id="proof-result-title" className="proof-heading">{T.result}</h2>
      {r ? (
        <>
          <BallRow numbers={r.numbers} letter={letter} tone="result" size="lg" label={ballsLabel(r.numbers, letter)} />
          <p className="proof-source">{proof.result_source === 'manual' ? T.manual(proof.admin_id ?? '—') : T.rng}</p>
          {proof.result_source === 'rng' && proof.beacon.status && <p className="muted proof-source">{T.beaconStatus[proof.beacon.status]}</p>}
        </>
      ) : (
        <p className="muted">{T.noResult}</p>
      )}
    </section>
  );
}

function Facts({ proof }: { proof: DrawProof }) {
  const s = proof.settlement;
  const roundUrl = drandRoundUrl(proof);
  return (
    <>
      <section className="card proof-section" aria-labelledby="proof-times">
        <h2 id="proof-times" className="proof-heading">{T.times}</h2>
        <dl className="proof-facts">
          <Fact label={T.started}>{formatIstShort(proof.start_at)}</Fact>
          <Fact label={T.closed}>{formatIstShort(proof.close_at)}</Fact>
          <Fact label={T.drawAt}>{formatIstShort(proof.draw_at)}</Fact>
          <Fact label={T.resultAt}>{proof.result_at ? formatIstShort(proof.result_at) : null}</Fact>
          <Fact label={T.price}>{formatRupees(proof.round_amount)}</Fact>
        </dl>
      </section>
      <section className="card proof-section" aria-labelledby="proof-open">
        <h2 id="proof-open" className="proof-heading">{T.atOpen}</h2>
        <dl className="proof-facts proof-facts-long">
          <Fact label={T.commitment}><Hex value={proof.commitment} /></Fact>
          {proof.beacon.round === null ? (
            <Fact label={T.beaconRound}>{T.noBeacon}</Fact>
          ) : (
            <>
              <Fact label={T.beaconRound}>{proof.beacon.round.toLocaleString('en-IN')}{roundUrl && <> · <a href={roundUrl} target="_blank" rel="noreferrer">{T.fetchRound}</a></>}</Fact>
              <Fact label={T.beaconChain}><Hex value={proof.beacon.chain_hash} /></Fact>
            </>
          )}
        </dl>
      </section>
      <section className="card proof-section" aria-labelledby="proof-close">
        <h2 id="proof-close" className="proof-heading">{T.atClose}</h2>
        <dl className="proof-facts proof-facts-long">
          <Fact label={T.ticketCount}>{proof.ticket_count?.toLocaleString('en-IN')}</Fact>
          <Fact label={T.sales}>{proof.sales === null ? null : formatRupees(proof.sales)}</Fact>
          <Fact label={T.ticketRoot}><Hex value={proof.ticket_root} /></Fact>
        </dl>
      </section>
      <section className="card proof-section" aria-labelledby="proof-revealed">
        <h2 id="proof-revealed" className="proof-heading">{T.revealed}</h2>
        <dl className="proof-facts proof-facts-long">
          <Fact label={T.seed}><Hex value={proof.seed} /></Fact>
          {proof.beacon.randomness && <Fact label={T.beaconRandomness}><Hex value={proof.beacon.randomness} /></Fact>}
          {proof.beacon.signature && <Fact label={T.beaconSignature}><Hex value={proof.beacon.signature} /></Fact>}
        </dl>
      </section>
      {s && (
        <section className="card proof-section" aria-labelledby="proof-settlement">
          <h2 id="proof-settlement" className="proof-heading">{T.settlement}</h2>
          <dl className="proof-facts">
            <Fact label={T.prizes}>{formatRupees(s.prizes)}</Fact>
            <Fact label={T.winners}>{s.winners.toLocaleString('en-IN')}</Fact>
            <Fact label={T.winningTickets}>{s.winning_tickets.toLocaleString('en-IN')}</Fact>
            <Fact label={T.houseShare}>{formatRupees(s.house_share)}</Fact>
            {s.pots.map((p) => (
              <Fact key={p.name} label={`${T.pot(p.name)} ${formatRupees(p.pot)}`}>{T.potLine(formatRupees(p.paid), formatRupees(p.carried), p.winning_tickets)}</Fact>
            ))}
          </dl>
          <p className="muted proof-note">{T.houseShareNote}</p>
        </section>
      )}
    </>
  );
}

/**
 * The public proof of a draw (/draws/:drawId/proof): everything published at open, at
 * close and at the result time, what settlement paid, and a Verify button that recomputes
 * the checks in this browser. Loaded on demand (its checks load the BLS library later still).
 */
export function ProofPage() {
  const drawId = useParams().drawId ?? '';
  const { data: proof, isLoading, isError, error } = useGetProofQuery(drawId);
  if (isLoading) return <Spinner label={T.loading} />;
  if (isError || !proof) return <Alert kind="error">{isError && errorStatus(error) !== 404 ? T.failed : T.notFound}</Alert>;
  const p = drawPeriod(proof.period);
  return (
    <div className="proof-page">
      <h1 className="page-title">
        {T.title(p.name)} <span className={`proof-stage proof-stage-${proof.stage}`}>{T.stage[proof.stage] ?? proof.stage}</span>
      </h1>
      <p className="muted proof-subtitle">{formatIstShort(proof.start_at)} · <Link to={`/results/${proof.period}`}>{T.results(p.name)}</Link></p>
      <div className="proof-grid">
        <div className="proof-main">
          <ResultSection proof={proof} />
          <VerifyPanel proof={proof} />
        </div>
        <div className="proof-side">
          <Facts proof={proof} />
        </div>
      </div>
    </div>
  );
}
