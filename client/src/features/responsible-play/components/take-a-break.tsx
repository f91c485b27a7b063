import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import type { Pause, PauseKind } from '../api/play-view.js';
import { useStartPauseMutation, type PauseRequest } from '../api/responsible-play-api.js';
import { istWhen } from '../model/ist-when.js';
import { BREAK_DURATIONS, durationOf, PAUSE_NAMES, useResponsiblePlayText, type ResponsiblePlayKey } from '../responsible-play.strings.js';

type Choice = PauseRequest & { label: string };

const KINDS: { kind: PauseKind; text: ResponsiblePlayKey }[] = [
  { kind: 'cool_off', text: 'break.coolOffText' },
  { kind: 'self_exclusion', text: 'break.selfExclusionText' },
];

/**
 * Cool-off (24 hours, 7 days, 30 days) and self-exclusion (6 months, 1 year, 5 years), C7.
 * Nothing starts without a confirmation that says plainly what a break does and that it
 * cannot be undone early, and a tick that the player understood it.
 */
export function TakeABreak({ pause }: { pause: Pause | null }) {
  const t = useResponsiblePlayText();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  const [start, { isLoading }] = useStartPauseMutation();

  const ask = (next: Choice) => {
    setChoice(next);
    setUnderstood(false);
    setError(null);
    setStarted(null);
  };

  const confirm = async () => {
    if (!choice || !understood) return;
    try {
      const view = await start({ kind: choice.kind, duration: choice.duration } as PauseRequest).unwrap();
      setChoice(null);
      if (view?.pause) setStarted(t('break.started', { kind: view.pause.kind, until: istWhen(view.pause.until) }));
    } catch (failure) {
      setError(serverMessage(failure) ?? t('break.failed'));
    }
  };

  // The dialog's words name the break chosen (closed, it shows nothing).
  const chosenKind = choice?.kind ?? 'cool_off';
  return (
    <section className="card play-card" aria-labelledby="break-heading">
      <h2 id="break-heading" className="play-heading">{t('break.title')}</h2>
      {started && <Alert kind="success">{started}</Alert>}
      {pause && (
        <div className="pause-current" role="status">
          <strong>{t('break.current')} </strong>
          {t('break.currentText', { kind: t(PAUSE_NAMES[pause.kind]), until: istWhen(pause.until) })} {t('break.currentEffects')}
        </div>
      )}
      <p className="muted play-note">{pause ? t('break.longer') : t('break.intro')}</p>
      <div className="break-kinds">
        {KINDS.map(({ kind, text }) => {
          const title = t(PAUSE_NAMES[kind]);
          return (
            <div key={kind} className="break-kind" role="group" aria-labelledby={`break-${kind}`}>
              <h3 id={`break-${kind}`}>{title}</h3>
              <p className="muted">{t(text)}</p>
              <div className="break-options">
                {BREAK_DURATIONS[kind].map((d) => {
                  const label = durationOf(t, d);
                  return (
                    <Button key={d.value} variant="secondary" aria-label={t('break.choose', { kind: title, duration: label })}
                      onClick={() => ask({ kind, duration: d.value, label } as Choice)}>{label}</Button>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      <Modal title={t('break.confirmTitle', { kind: chosenKind })} open={choice !== null} onClose={() => setChoice(null)}>
        {choice && (
          <div className="break-confirm">
            <p>{t('break.confirmWhat', { kind: choice.kind, duration: choice.label })}</p>
            <p><strong>{t('break.confirmUndo')}</strong></p>
            <p>{t('break.confirmEffects')}</p>
            <label className="check-label">
              <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
              {t('break.acknowledge')}
            </label>
            {error && <Alert kind="error">{error}</Alert>}
            <div className="break-confirm-actions">
              <Button variant="secondary" onClick={() => setChoice(null)}>{t('break.cancel')}</Button>
              <Button disabled={!understood} loading={isLoading} loadingText={t('break.confirming')} onClick={() => void confirm()}>{t('break.confirm')}</Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
