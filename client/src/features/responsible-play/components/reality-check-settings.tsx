import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useSetRealityCheckMutation } from '../api/responsible-play-api.js';
import { REALITY_SETTING as T } from '../responsible-play.strings.js';

type Minutes = 0 | 30 | 60;

/** Off, every 30 or every 60 minutes (C5). */
export function RealityCheckSettings({ minutes }: { minutes: Minutes }) {
  const [chosen, setChosen] = useState<Minutes>(minutes);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [save, { isLoading }] = useSetRealityCheckMutation();

  const submit = async () => {
    setMessage(null);
    try {
      await save(chosen).unwrap();
      setMessage({ kind: 'success', text: T.saved });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? T.failed });
    }
  };

  return (
    <section className="card play-card" aria-labelledby="reality-heading">
      <h2 id="reality-heading" className="play-heading">{T.title}</h2>
      <p className="muted play-note">{T.intro}</p>
      <fieldset className="play-radios">
        <legend>{T.legend}</legend>
        {T.options.map((option) => (
          <label key={option.value} className="check-label">
            <input type="radio" name="reality-check" value={option.value} checked={chosen === option.value}
              onChange={() => { setChosen(option.value); setMessage(null); }} />
            {option.label}
          </label>
        ))}
      </fieldset>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <Button variant="secondary" loading={isLoading} loadingText={T.saving} disabled={chosen === minutes}
        onClick={() => void submit()}>{T.save}</Button>
    </section>
  );
}
