import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import type { DrawProof } from '../api/results-api.js';
import { verifyProof, type Check } from '../model/verify-proof.js';
import { PROOF as T } from '../results.strings.js';

function why(check: Check, proof: DrawProof): string | null {
  if (check.outcome === 'fail' && check.computed) return T.computed(check.computed);
  if (check.outcome === 'unchecked') return T.why.beaconChain;
  if (check.outcome !== 'not-applicable') return null;
  if (check.id === 'commitment') return T.why.commitment;
  if (proof.result_source === 'manual') return check.id === 'beaconSignature' ? null : T.why.manualResult;
  if (check.id === 'result') return null;
  // Said once for both beacon checks.
  return check.id === 'beaconRandomness' ? (T.beaconStatus[proof.beacon.status ?? ''] ?? T.why.beacon) : null;
}

/** The Verify button and each check's outcome, recomputed in this browser (verify-proof.ts). */
export function VerifyPanel({ proof }: { proof: DrawProof }) {
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
      <h2 id="verify-title" className="proof-heading">{T.verify}</h2>
      <p className="muted">{ready ? T.verifyIntro : T.nothingToVerify}</p>
      <Button onClick={() => void run()} loading={busy} loadingText={T.verifying} disabled={!ready}>{T.verify}</Button>
      {failure && <Alert kind="error">{T.failedCheck}</Alert>}
      {checks && (
        <>
          <p className={failed ? 'verify-summary verify-fail' : 'verify-summary verify-pass'} role="status">{failed ? T.someFailed : T.allPassed}</p>
          <ul className="checks" aria-label={T.verify}>
            {checks.map((check) => {
              const note = why(check, proof);
              return (
                <li key={check.id} className={`check check-${check.outcome}`} data-testid={`check-${check.id}`}>
                  <span className="check-outcome">{T.outcome[check.outcome]}</span>
                  <span className="check-text">
                    {T.checks[check.id]}
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
