import { drawPeriod } from '@draws/draw-periods';
import { BallRow, ballsLabel } from '../../../components/ui/number-ball.js';
import { formatCount, formatIstShort } from '../../../lib/format.js';
import type { DrawProof } from '../api/results-api.js';
import { beaconStatusText, useResultsText } from '../results.strings.js';

/** Who entered and who approved a manual result, and that no computation can check it. */
function ManualWitnesses({ proof }: { proof: DrawProof }) {
  const t = useResultsText();
  const m = proof.manual;
  // A manual result posted before approvals were recorded says only which admin set it.
  if (!m) return <p className="proof-source">{t('proof.manual', { admin: proof.admin_id ?? '—' })}</p>;
  return (
    <>
      <p className="proof-source proof-manual">{t('proof.manualUnchecked')}</p>
      <dl className="proof-facts proof-witnesses">
        <div className="proof-fact"><dt>{t('proof.enteredBy')}</dt><dd>{t('proof.adminAt', { name: m.entered_by, when: formatIstShort(m.entered_at) })}</dd></div>
        <div className="proof-fact">
          <dt>{t('proof.approvedBy')}</dt>
          <dd>{m.approved_by ? t('proof.adminAt', { name: m.approved_by, when: formatIstShort(m.approved_at) }) : t('proof.notApproved')}</dd>
        </div>
      </dl>
    </>
  );
}

/** A result that is due and not out: since when, and what it waits for. */
function Delay({ proof }: { proof: DrawProof }) {
  const t = useResultsText();
  const delay = proof.delay!;
  const since = formatIstShort(delay.since);
  if (delay.reason === 'beacon') {
    const round = proof.beacon.round;
    return <p className="proof-delay" role="status">{round === null ? t('proof.delay.beaconAny', { since }) : t('proof.delay.beacon', { since, round: formatCount(round) })}</p>;
  }
  return <p className="proof-delay" role="status">{delay.reason === 'approval' ? t('proof.delay.approval', { since }) : t('proof.delay.other', { since })}</p>;
}

/** The round's result: its balls and how they came about; before it, when it is due or why it is late. */
export function ResultSection({ proof }: { proof: DrawProof }) {
  const t = useResultsText();
  const hasLetter = drawPeriod(proof.period).hasLetter;
  const r = proof.result;
  const letter = hasLetter ? (r?.letter ?? null) : undefined;
  return (
    <section className="card proof-section proof-result" aria-labelledby="proof-result-title">
      <h2 id="proof-result-title" className="proof-heading">{t('proof.result')}</h2>
      {r ? (
        <>
          <BallRow numbers={r.numbers} letter={letter} tone="result" size="lg" label={ballsLabel(r.numbers, letter)} />
          {proof.result_source === 'manual' ? <ManualWitnesses proof={proof} /> : <p className="proof-source">{t('proof.rng')}</p>}
          {proof.result_source === 'rng' && beaconStatusText(t, proof.beacon.status) && <p className="muted proof-source">{beaconStatusText(t, proof.beacon.status)}</p>}
        </>
      ) : proof.delay ? (
        <Delay proof={proof} />
      ) : (
        <p className="muted">{t('proof.noResult')}</p>
      )}
    </section>
  );
}
