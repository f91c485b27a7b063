import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import type { Pause, PauseKind } from '../api/play-view.js';
import { useStartPauseMutation, type PauseRequest } from '../api/responsible-play-api.js';
import { istWhen } from '../model/ist-when.js';
import { BREAK as T, PAUSE_NAMES } from '../responsible-play.strings.js';

type Choice = PauseRequest & { label: string };

const KINDS: { kind: PauseKind; title: string; text: string }[] = [
  { kind: 'cool_off', title: T.coolOff, text: T.coolOffText },
  { kind: 'self_exclusion', title: T.selfExclusion, text: T.selfExclusionText },
];

/**
 * Cool-off (24 hours, 7 days, 30 days) and self-exclusion (6 months, 1 year, 5 years), C7.
 * Nothing starts without a confirmation that says plainly what a break does and that it
 * cannot be undone early, and a tick that the player understood it.
 */
export function TakeABreak({ pause }: { pause: Pause | null }) {
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
      if (view?.pause) setStarted(T.started(PAUSE_NAMES[view.pause.kind], istWhen(view.pause.until)));
    } catch (failure) {
      setError(serverMessage(failure) ?? T.failed);
    }
  };

  const kindName = choice ? PAUSE_NAMES[choice.kind] : '';
  return (
    <section className="card play-card" aria-labelledby="break-heading">
      <h2 id="break-heading" className="play-heading">{T.title}</h2>
      {started && <Alert kind="success">{started}</Alert>}
      {pause && (
        <div className="pause-current" role="status">
          <strong>{T.current}: </strong>
          {T.currentText(PAUSE_NAMES[pause.kind], istWhen(pause.until))} {T.currentEffects}
        </div>
      )}
      <p className="muted play-note">{pause ? T.longer : T.intro}</p>
      <div className="break-kinds">
        {KINDS.map(({ kind, title, text }) => (
          <div key={kind} className="break-kind" role="group" aria-labelledby={`break-${kind}`}>
            <h3 id={`break-${kind}`}>{title}</h3>
            <p className="muted">{text}</p>
            <div className="break-options">
              {T.durations[kind].map((d) => (
                <Button key={d.value} variant="secondary" aria-label={T.choose(title, d.label)}
                  onClick={() => ask({ kind, duration: d.value, label: d.label } as Choice)}>{d.label}</Button>
              ))}
            </div>
          </div>
        ))}
      </div>
      <Modal title={T.confirmTitle(kindName)} open={choice !== null} onClose={() => setChoice(null)}>
        {choice && (
          <div className="break-confirm">
            <p>{T.confirmWhat(kindName, choice.label)}</p>
            <p><strong>{T.confirmUndo}</strong></p>
            <p>{T.confirmEffects}</p>
            <label className="check-label">
              <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
              {T.acknowledge}
            </label>
            {error && <Alert kind="error">{error}</Alert>}
            <div className="break-confirm-actions">
              <Button variant="secondary" onClick={() => setChoice(null)}>{T.cancel}</Button>
              <Button disabled={!understood} loading={isLoading} loadingText={T.confirming} onClick={() => void confirm()}>{T.confirm}</Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
