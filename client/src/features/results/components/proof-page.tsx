import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorStatus } from '../../../lib/api/error-message.js';
import { formatCount, formatIstShort, formatRupees } from '../../../lib/format.js';
import { useGetProofQuery, type DrawProof } from '../api/results-api.js';
import { beaconRoundTime } from '../model/timing-checks.js';
import { periodName, sourceText, stageText, useResultsText } from '../results.strings.js';
import { ResultSection } from './proof-result.js';
import { RulesSection } from './proof-rules.js';
import { VerifyPanel } from './verify-panel.js';
import '../results.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const t = useResultsText();
  return (
    <div className="proof-fact">
      <dt>{label}</dt>
      <dd>{children ?? <span className="muted">{t('proof.notYet')}</span>}</dd>
    </div>
  );
}

const Hex = ({ value }: { value: string | null }) => (value ? <code className="hex">{value}</code> : null);

function drandRoundUrl(proof: DrawProof): string | null {
  const { chain, round } = proof.beacon;
  return chain?.url && round !== null ? `${chain.url.replace(/\/$/, '')}/${chain.hash}/public/${round}` : null;
}

function Facts({ proof }: { proof: DrawProof }) {
  const t = useResultsText();
  const s = proof.settlement;
  const roundUrl = drandRoundUrl(proof);
  const roundTime = beaconRoundTime(proof);
  const potName = (name: string) => (name === 'jackpot' ? t('proof.pot.jackpot') : name === 'minipot' ? t('proof.pot.minipot') : name);
  return (
    <>
      <section className="card proof-section" aria-labelledby="proof-times">
        <h2 id="proof-times" className="proof-heading">{t('proof.times')}</h2>
        <dl className="proof-facts">
          <Fact label={t('proof.started')}>{formatIstShort(proof.start_at)}</Fact>
          <Fact label={t('proof.closed')}>{formatIstShort(proof.close_at)}</Fact>
          <Fact label={t('proof.firstTicket')}>
            {proof.first_ticket_at ? formatIstShort(proof.first_ticket_at) : proof.ticket_count === 0 ? t('proof.noTickets') : proof.closed_at === null ? t('proof.knownAtClose') : null}
          </Fact>
          <Fact label={t('proof.drawAt')}>{formatIstShort(proof.draw_at)}</Fact>
          <Fact label={t('proof.resultAt')}>{proof.result_at ? formatIstShort(proof.result_at) : null}</Fact>
          <Fact label={t('proof.price')}>{formatRupees(proof.round_amount)}</Fact>
        </dl>
      </section>
      <section className="card proof-section" aria-labelledby="proof-open">
        <h2 id="proof-open" className="proof-heading">{t('proof.atOpen')}</h2>
        <dl className="proof-facts proof-facts-long">
          <Fact label={t('proof.source')}>{sourceText(t, proof.source, proof.beacon.round !== null)}</Fact>
          <Fact label={t('proof.publishedAt')}>{proof.opened_at ? formatIstShort(proof.opened_at) : null}</Fact>
          <Fact label={t('proof.commitment')}><Hex value={proof.commitment} /></Fact>
          {proof.beacon.round === null ? (
            <Fact label={t('proof.beaconRound')}>{t(proof.source === 'manual' ? 'proof.beaconNotUsed' : 'proof.noBeacon')}</Fact>
          ) : (
            <>
              <Fact label={t('proof.beaconRound')}>{formatCount(proof.beacon.round)}{roundUrl && <> · <a href={roundUrl} target="_blank" rel="noreferrer">{t('proof.fetchRound')}</a></>}</Fact>
              <Fact label={t('proof.beaconRoundTime')}>{roundTime ? formatIstShort(roundTime) : null}</Fact>
              <Fact label={t('proof.beaconChain')}><Hex value={proof.beacon.chain_hash} /></Fact>
            </>
          )}
        </dl>
      </section>
      <section className="card proof-section" aria-labelledby="proof-close">
        <h2 id="proof-close" className="proof-heading">{t('proof.atClose')}</h2>
        <dl className="proof-facts proof-facts-long">
          <Fact label={t('proof.ticketCount')}>{proof.ticket_count === null ? null : formatCount(proof.ticket_count)}</Fact>
          <Fact label={t('proof.sales')}>{proof.sales === null ? null : formatRupees(proof.sales)}</Fact>
          <Fact label={t('proof.ticketRoot')}><Hex value={proof.ticket_root} /></Fact>
          <Fact label={t('proof.publishedAt')}>{proof.closed_at ? formatIstShort(proof.closed_at) : null}</Fact>
          {proof.close_feed && (
            <Fact label={t('proof.closeFeed', { seq: proof.close_feed.seq })}><Hex value={proof.close_feed.hash} /></Fact>
          )}
        </dl>
      </section>
      <section className="card proof-section" aria-labelledby="proof-revealed">
        <h2 id="proof-revealed" className="proof-heading">{t('proof.revealed')}</h2>
        <dl className="proof-facts proof-facts-long">
          <Fact label={t('proof.seed')}><Hex value={proof.seed} /></Fact>
          {proof.beacon.randomness && <Fact label={t('proof.beaconRandomness')}><Hex value={proof.beacon.randomness} /></Fact>}
          {proof.beacon.signature && <Fact label={t('proof.beaconSignature')}><Hex value={proof.beacon.signature} /></Fact>}
        </dl>
      </section>
      {proof.rules && <RulesSection rules={proof.rules} />}
      {s && (
        <section className="card proof-section" aria-labelledby="proof-settlement">
          <h2 id="proof-settlement" className="proof-heading">{t('proof.settlement')}</h2>
          <dl className="proof-facts">
            <Fact label={t('proof.prizes')}>{formatRupees(s.prizes)}</Fact>
            <Fact label={t('proof.winners')}>{formatCount(s.winners)}</Fact>
            <Fact label={t('proof.winningTickets')}>{formatCount(s.winning_tickets)}</Fact>
            <Fact label={t('proof.houseShare')}>{formatRupees(s.house_share)}</Fact>
            {s.pots.map((p) => (
              <Fact key={p.name} label={`${potName(p.name)} ${formatRupees(p.pot)}`}>{t('proof.potLine', { paid: formatRupees(p.paid), carried: formatRupees(p.carried), winners: p.winning_tickets })}</Fact>
            ))}
          </dl>
          <p className="muted proof-note">{t('proof.houseShareNote')}</p>
        </section>
      )}
    </>
  );
}

/**
 * The public proof of a draw (/draws/:drawId/proof): everything published at open (the
 * source, the commitment, the beacon round, the rules), at close and at the result time,
 * what settlement paid, and a Verify button that recomputes the checks in this browser.
 * Loaded on demand (its checks load the BLS library later still).
 */
export function ProofPage() {
  const t = useResultsText();
  const drawId = useParams().drawId ?? '';
  const { data: proof, isLoading, isError, error } = useGetProofQuery(drawId);
  if (isLoading) return <Spinner label={t('proof.loading')} />;
  if (isError || !proof) return <Alert kind="error">{isError && errorStatus(error) !== 404 ? t('proof.failed') : t('proof.notFound')}</Alert>;
  return (
    <div className="proof-page">
      {/* Before anything else: without a public beacon, nothing here rules out the operator's hand. */}
      {proof.operator_trusted && <p className="proof-trust-warning" role="note">{t('proof.operatorTrusted')}</p>}
      <h1 className="page-title">
        {t('proof.title', { name: periodName(t, proof.period) })} <span className={`proof-stage proof-stage-${proof.stage}`}>{stageText(t, proof.stage)}</span>
      </h1>
      <p className="muted proof-subtitle">{formatIstShort(proof.start_at)} · <Link to={`/results/${proof.period}`}>{t('proof.results', { name: periodName(t, proof.period) })}</Link></p>
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
