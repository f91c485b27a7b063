import { Button } from '../../../components/ui/button.js';
import { CHECKS as T } from '../admin-wallets.strings.js';
import type { ChainReport as Report } from '../api/wallet-api.js';

/** The hash chain's answer (contract A6): intact with its length, or the first broken event. */
export function ChainReport({ report, onShowEvent }: { report: Report; onShowEvent: (version: number) => void }) {
  const broken = report.brokenAt;
  return (
    <section className="card check-report" aria-labelledby="chain-title">
      <div className="check-head">
        <h2 id="chain-title">{T.chainTitle}</h2>
        <span className={report.ok ? 'verdict verdict-ok' : 'verdict verdict-bad'}>{report.ok ? T.chainOk : T.chainBroken}</span>
      </div>
      {report.ok ? (
        <p className="check-text">{T.chainOkText(report.events)}</p>
      ) : broken && (
        <div className="mismatch" role="alert">
          <h3>{T.brokenAt(broken.version, broken.type)}</h3>
          <p>{broken.problem}</p>
          <p className="muted">{broken.eventId}</p>
          <Button variant="secondary" className="btn-small" onClick={() => onShowEvent(broken.version)}>
            {T.showEvent(broken.version)}
          </Button>
        </div>
      )}
    </section>
  );
}
