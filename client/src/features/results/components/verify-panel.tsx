import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { useLazyGetClosesQuery, type DrawProof } from '../api/results-api.js';
import { verifyDraw, type Check } from '../model/verify-proof.js';
import { beaconStatusText, outcomeText, useResultsText, type ResultsText } from '../results.strings.js';

function failure(t: ResultsText, check: Check): string | null {
  if (check.problem) return t('proof.computed', { value: t(`proof.problem.${check.problem}`, check.values) });
  if (check.computed) return t('proof.computed', { value: check.computed });
  return null;
}

function why(t: ResultsText, check: Check, proof: DrawProof): string | null {
  if (check.outcome === 'fail') return failure(t, check);
  if (check.outcome === 'unchecked') return check.id === 'closeFeed' ? t('proof.why.closesUnread') : t('proof.why.beaconChain');
  if (check.outcome !== 'not-applicable') return null;
  switch (check.id) {
    case 'commitment':
      return t('proof.why.commitment');
    case 'openedBeforeFirstTicket':
      return t('proof.why.noTickets');
    case 'closeFeed':
      return t('proof.why.noCloseFeed');
    case 'resultNotBeforeDrawAt':
      return null;
    case 'closedBeforeBeacon':
      return t('proof.why.beacon');
    default:
  }
  if (proof.result_source === 'manual') return check.id === 'beaconSignature' ? null : t('proof.why.manualResult');
  if (check.id === 'result') return null;
  // Said once for both beacon checks.
  if (check.id !== 'beaconRandomness') return null;
  return beaconStatusText(t, proof.beacon.status) ?? t('proof.why.beacon');
}

/**
 * The Verify button and each check's outcome, recomputed in this browser (verify-proof.ts),
 * with the feed of closes read from the server as anyone may read it; and the document that
 * says how to check a draw without this page.
 */
export function VerifyPanel({ proof }: { proof: DrawProof }) {
  const t = useResultsText();
  const [checks, setChecks] = useState<Check[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [readCloses] = useLazyGetClosesQuery();
  const ready = proof.result !== null;

  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setChecks(await verifyDraw(proof, (since, limit) => readCloses({ since, limit }).unwrap()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const someFailed = checks?.some((c) => c.outcome === 'fail');
  return (
    <section className="card proof-section verify-panel" aria-labelledby="verify-title">
      <h2 id="verify-title" className="proof-heading">{t('proof.verify')}</h2>
      <p className="muted">{ready ? t('proof.verifyIntro') : t('proof.nothingToVerify')}</p>
      {/* A document the server serves as it is, not a page of this app. */}
      {proof.fairness_doc && <p className="proof-doc"><a href={proof.fairness_doc}>{t('proof.fairnessDoc')}</a></p>}
      <Button onClick={() => void run()} loading={busy} loadingText={t('proof.verifying')} disabled={!ready}>{t('proof.verify')}</Button>
      {failed && <Alert kind="error">{t('proof.failedCheck')}</Alert>}
      {checks && (
        <>
          <p className={someFailed ? 'verify-summary verify-fail' : 'verify-summary verify-pass'} role="status">{someFailed ? t('proof.someFailed') : t('proof.allPassed')}</p>
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
