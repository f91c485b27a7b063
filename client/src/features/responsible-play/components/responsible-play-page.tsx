import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useGetResponsiblePlayQuery } from '../api/responsible-play-api.js';
import { useResponsiblePlayText } from '../responsible-play.strings.js';
import '../responsible-play.css';
import { LimitsForm } from './limits-form.js';
import { LimitsOverview } from './limits-overview.js';
import { PlayHelp } from './play-help.js';
import { PlayHistory } from './play-history.js';
import { RealityCheckSettings } from './reality-check-settings.js';
import { TakeABreak } from './take-a-break.js';

/**
 * The Responsible Play page (/responsible-play, issue 12): deposit limits with their
 * windows and any change waiting its 24 hours, the form to change them, the reality
 * check, breaks, the history of it all and a little help.
 */
export function ResponsiblePlayPage() {
  const t = useResponsiblePlayText();
  const { data: view, isLoading, isError, refetch } = useGetResponsiblePlayQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className="play-page">
      <h1 className="page-title">{t('page.title')}</h1>
      <p className="muted play-intro">{t('page.intro')}</p>
      {isLoading ? (
        <Spinner label={t('page.loading')} />
      ) : isError || !view ? (
        <div className="play-failed">
          <Alert kind="error">{t('page.failed')}</Alert>
          <Button variant="secondary" onClick={() => void refetch()}>{t('page.retry')}</Button>
        </div>
      ) : (
        <div className="play-grid">
          <div className="play-main">
            <section className="card play-card" aria-labelledby="limits-heading">
              <h2 id="limits-heading" className="play-heading">{t('limits.title')}</h2>
              <p className="muted play-note">{t('limits.intro')}</p>
              <LimitsOverview view={view} />
              <h3 className="play-subheading">{t('limits.edit')}</h3>
              <LimitsForm view={view} />
            </section>
            <TakeABreak pause={view.pause} />
          </div>
          <div className="play-side">
            <RealityCheckSettings minutes={view.realityCheckMinutes} />
            <PlayHistory history={view.history} />
            <PlayHelp />
          </div>
        </div>
      )}
    </div>
  );
}
