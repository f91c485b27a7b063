import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { WINDOWS, type LimitWindow, type PlayView } from '../api/play-view.js';
import { useSetDepositLimitsMutation } from '../api/responsible-play-api.js';
import { checkLimits, draftFrom, type LimitDraft, type LimitsChecked } from '../model/limits-form.js';
import { LIMITS as T, WINDOW_NAMES } from '../responsible-play.strings.js';

export interface LimitsFormProps {
  view: PlayView | null;
  submitLabel?: string;
  /** The first-deposit prompt asks for at least one limit ('No limit for now' is its own button). */
  requireOne?: boolean;
}

/**
 * The deposit limits form: rupees or 'No limit' per window, with the rule said before the
 * player saves: lowering applies at once, raising or removing after 24 hours.
 */
export function LimitsForm({ view, submitLabel = T.save, requireOne = false }: LimitsFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<LimitDraft>(() => draftFrom(view));
  const [errors, setErrors] = useState<LimitsChecked['errors']>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [save, { isLoading }] = useSetDepositLimitsMutation();

  const set = (window: LimitWindow, change: Partial<LimitDraft[LimitWindow]>) => {
    setDraft((d) => ({ ...d, [window]: { ...d[window], ...change } }));
    setMessage(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLimits(draft, requireOne);
    setErrors(checked.errors);
    setMessage(null);
    if (!checked.body) return;
    try {
      const saved = await save(checked.body).unwrap();
      const waiting = saved ? WINDOWS.some((w) => saved.depositLimits[w].pending) : false;
      setMessage({ kind: 'success', text: waiting ? T.savedPending : T.saved });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? T.failed });
    }
  };

  return (
    <form className="limits-form" onSubmit={submit} noValidate aria-describedby={`${id}-rules`}>
      <p id={`${id}-rules`} className="limits-rules">{T.rules}</p>
      <div className="limits-fields">
        {WINDOWS.map((window) => (
          <fieldset key={window} className="limit-field">
            {/* Names the group for the 'No limit' box; the amount's label is on screen. */}
            <legend className="visually-hidden">{WINDOW_NAMES[window].group}</legend>
            <FormField label={WINDOW_NAMES[window].field} className="limit-amount" inputMode="decimal" autoComplete="off"
              value={draft[window].amount} disabled={draft[window].none} error={errors[window]}
              onChange={(e) => set(window, { amount: e.target.value })} />
            <label className="check-label">
              <input type="checkbox" checked={draft[window].none} onChange={(e) => set(window, { none: e.target.checked })} />
              {T.noLimitBox}
            </label>
          </fieldset>
        ))}
      </div>
      {errors.form && <Alert kind="error">{errors.form}</Alert>}
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <Button type="submit" loading={isLoading} loadingText={T.saving}>{submitLabel}</Button>
    </form>
  );
}
