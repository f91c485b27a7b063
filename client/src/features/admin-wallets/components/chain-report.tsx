import { Button } from '../../../components/ui/button.js';
import { useAdminWalletsText } from '../admin-wallets.strings.js';
import type { ChainReport as Report } from '../api/wallet-api.js';

/** The hash chain's answer (contract A6): intact with its length, or the first broken event. */
export function ChainReport({ report, onShowEvent }: { report: Report; onShowEvent: (version: number) => void }) {
  const t = useAdminWalletsText();
  const broken = report.brokenAt;
  return (
    <section className="card check-report" aria-labelledby="chain-title">
      <div className="check-head">
        <h2 id="chain-title">{t('checks.chainTitle')}</h2>
        <span className={report.ok ? 'verdict verdict-ok' : 'verdict verdict-bad'}>{report.ok ? t('checks.chainOk') : t('checks.chainBroken')}</span>
      </div>
      {report.ok ? (
        <p className="check-text">{t('checks.chainOkText', { events: report.events })}</p>
      ) : broken && (
        <div className="mismatch" role="alert">
          {/* The type stays the stored identifier here, as the problem text below names it. */}
          <h3>{t('checks.brokenAt', { version: broken.version, type: broken.type })}</h3>
          <p>{broken.problem}</p>
          <p className="muted">{broken.eventId}</p>
          <Button variant="secondary" className="btn-small" onClick={() => onShowEvent(broken.version)}>
            {t('checks.showEvent', { version: broken.version })}
          </Button>
        </div>
      )}
    </section>
  );
}
