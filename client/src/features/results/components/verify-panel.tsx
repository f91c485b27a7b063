import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import type { DrawProof } from '../api/results-api.js';
import { verifyProof, type Check } from '../model/verify-proof.js';
import { beaconStatusText, outcomeText, useResultsText, type ResultsText } from '../results.strings.js';

function why(t: ResultsText, check: Check, proof: DrawProof): string | null {
  if (check.outcome === 'fail' && check.problem) return t('proof.computed', { value: t(`proof.problem.${check.problem}`) });
  if (check.outcome === 'fail' && check.computed) return t('proof.computed', { value: check.computed });
  if (check.outcome === 'unchecked') return t('proof.why.beaconChain');
  if (check.outcome !== 'not-applicable') return null;
  if (check.id === 'commitment') return t('proof.why.commitment');
  if (proof.result_source === 'manual') return check.id === 'beaconSignature' ? null : t('proof.why.manualResult');
  if (check.id === 'result') return null;
  // Said once for both beacon checks.
  if (check.id !== 'beaconRandomness') return null;
  return beaconStatusText(t, proof.beacon.status) ?? t('proof.why.beacon');
}

/** The Verify button and each check's outcome, recomputed in this browser (verify-proof.ts). */
export function VerifyPanel({ proof }: { proof: DrawProof }) {
  const t = useResultsText();
  const [checks, setChecks] = useState<Check[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(false);
  const ready = proof.result !== null;

  const run = async () => {
    setBusy(true);
    setFailure(false);
    try {
      setChecks(await verifyProof(proof));
    } catch {
      setFailure(true);
    } finally {
      setBusy(false);
    }
  };

  const failed = checks?.some((c) => c.outcome === 'fail');
  return (
    <section className="card proof-section verify-panel" aria-labelledby="verify-title">
      <h2 id="verify-title" className="proof-heading">{t('proof.verify')}</h2>
      <p className="muted">{ready ? t('proof.verifyIntro') : t('proof.nothingToVerify')}</p>
      <Button onClick={() => void run()} loading={busy} loadingText={t('proof.verifying')} disabled={!ready}>{t('proof.verify')}</Button>
      {failure && <Alert kind="error">{t('proof.failedCheck')}</Alert>}
      {checks && (
        <>
          <p className={failed ? 'verify-summary verify-fail' : 'verify-summary verify-pass'} role="status">{failed ? t('proof.someFailed') : t('proof.allPassed')}</p>
          <ul className="checks" aria-label={t('proof.verify')}>
            {checks.map((check) => {
              const note = why(t, check, proof);
              return (
                <li key={check.id} className={`check check-${check.outcome}`} data-testid={`check-${check.id}`}>
                  <span className="check-outcome">{outcomeText(t, check.outcome)}</span>
                  <span className="check-text">
                    {t(`proof.checks.${check.id}`)}
                    {note && <span className="check-note">{note}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
