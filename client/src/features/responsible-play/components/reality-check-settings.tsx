import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useSetRealityCheckMutation } from '../api/responsible-play-api.js';
import { REALITY_OPTIONS, useResponsiblePlayText } from '../responsible-play.strings.js';

type Minutes = 0 | 30 | 60;

/** Off, every 30 or every 60 minutes (C5). */
export function RealityCheckSettings({ minutes }: { minutes: Minutes }) {
  const t = useResponsiblePlayText();
  const [chosen, setChosen] = useState<Minutes>(minutes);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [save, { isLoading }] = useSetRealityCheckMutation();

  const submit = async () => {
    setMessage(null);
    try {
      await save(chosen).unwrap();
      setMessage({ kind: 'success', text: t('realitySetting.saved') });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? t('realitySetting.failed') });
    }
  };

  return (
    <section className="card play-card" aria-labelledby="reality-heading">
      <h2 id="reality-heading" className="play-heading">{t('realitySetting.title')}</h2>
      <p className="muted play-note">{t('realitySetting.intro')}</p>
      <fieldset className="play-radios">
        <legend>{t('realitySetting.legend')}</legend>
        {REALITY_OPTIONS.map((option) => (
          <label key={option} className="check-label">
            <input type="radio" name="reality-check" value={option} checked={chosen === option}
              onChange={() => { setChosen(option); setMessage(null); }} />
            {option === 0 ? t('realitySetting.off') : t('realitySetting.every', { minutes: option })}
          </label>
        ))}
      </fieldset>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <Button variant="secondary" loading={isLoading} loadingText={t('realitySetting.saving')} disabled={chosen === minutes}
        onClick={() => void submit()}>{t('realitySetting.save')}</Button>
    </section>
  );
}
