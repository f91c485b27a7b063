import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import type { PlayView } from '../api/play-view.js';
import { useDeclineLimitsMutation, useGetResponsiblePlayQuery } from '../api/responsible-play-api.js';
import { useResponsiblePlayText } from '../responsible-play.strings.js';
import '../responsible-play.css';
import { LimitsForm } from './limits-form.js';
import { PauseNotice } from './pause-notice.js';

/** Before the first deposit: set a limit here, or say 'No limit for now' (recorded, C3). */
function FirstDepositPrompt({ view }: { view: PlayView }) {
  const t = useResponsiblePlayText();
  const [decline, { isLoading }] = useDeclineLimitsMutation();
  const [error, setError] = useState<string | null>(null);
  const onDecline = async () => {
    setError(null);
    try {
      await decline().unwrap();
    } catch (failure) {
      setError(serverMessage(failure) ?? t('prompt.declineFailed'));
    }
  };
  return (
    <section className="deposit-prompt" aria-labelledby="deposit-prompt-heading">
      <h2 id="deposit-prompt-heading">{t('prompt.title')}</h2>
      <p>{t('prompt.text')}</p>
      <LimitsForm view={view} submitLabel={t('prompt.save')} requireOne />
      <div className="prompt-or">{t('prompt.or')}</div>
      <div className="prompt-decline">
        {error && <Alert kind="error">{error}</Alert>}
        <Button variant="secondary" loading={isLoading} onClick={() => void onDecline()}>{t('prompt.decline')}</Button>
        <p className="muted">{t('prompt.declineNote')}</p>
      </div>
    </section>
  );
}

/**
 * What the Deposit page shows in place of its form, or null when the form may show: the
 * break's notice during a cool-off or self-exclusion, the limits prompt before a first
 * deposit that was never answered. Settings that cannot be read block nothing: the server
 * applies every rule to the request anyway, and its refusal is shown by the form.
 */
export function useDepositGate(): ReactNode | null {
  const t = useResponsiblePlayText();
  const { data: view, isLoading } = useGetResponsiblePlayQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner label={t('prompt.loading')} />;
  if (!view) return null;
  if (view.pause) return <PauseNotice pause={view.pause} />;
  if (view.prompt === 'unanswered') return <FirstDepositPrompt view={view} />;
  return null;
}
