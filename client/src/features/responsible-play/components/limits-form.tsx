import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FormField } from '../../../components/ui/form-field.js';
import { problemsOf, useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { WINDOWS, type LimitWindow, type PlayView } from '../api/play-view.js';
import { useSetDepositLimitsMutation } from '../api/responsible-play-api.js';
import { checkLimits, draftFrom, RAISE_DELAY_HOURS, type LimitDraft, type LimitsChecked } from '../model/limits-form.js';
import { useResponsiblePlayText, WINDOW_NAMES } from '../responsible-play.strings.js';

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
export function LimitsForm({ view, submitLabel, requireOne = false }: LimitsFormProps) {
  const t = useResponsiblePlayText();
  const id = useId();
  const [draft, setDraft] = useState<LimitDraft>(() => draftFrom(view));
  const [errors, setErrors] = useState<LimitsChecked['errors']>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [save, { isLoading }] = useSetDepositLimitsMutation();
  const { formRef, ...checks } = useFocusFirstInvalid();

  const set = (window: LimitWindow, change: Partial<LimitDraft[LimitWindow]>) => {
    setDraft((d) => ({ ...d, [window]: { ...d[window], ...change } }));
    setMessage(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLimits(draft, requireOne, t);
    setErrors(checked.errors);
    setMessage(null);
    if (!checked.body) {
      // A window's own problem is named by its field; 'at least one' is the form's alert alone.
      const labels = Object.fromEntries(WINDOWS.map((w) => [w, t(WINDOW_NAMES[w].field)])) as Record<LimitWindow, string>;
      return checks.refuse(problemsOf(checked.errors, labels));
    }
    checks.accept();
    try {
      const saved = await save(checked.body).unwrap();
      const waiting = saved ? WINDOWS.some((w) => saved.depositLimits[w].pending) : false;
      setMessage({ kind: 'success', text: waiting ? t('limits.savedPending', { hours: RAISE_DELAY_HOURS }) : t('limits.saved') });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error) ?? t('limits.failed') });
    }
  };

  return (
    <form ref={formRef} className="limits-form" onSubmit={submit} noValidate aria-describedby={`${id}-rules`}>
      <ErrorSummary refusal={checks.refusal} />
      <p id={`${id}-rules`} className="limits-rules">{t('limits.rules', { hours: RAISE_DELAY_HOURS })}</p>
      <div className="limits-fields">
        {WINDOWS.map((window) => (
          <fieldset key={window} className="limit-field">
            {/* Names the group for the 'No limit' box; the amount's label is on screen. */}
            <legend className="visually-hidden">{t(WINDOW_NAMES[window].group)}</legend>
            <FormField label={t(WINDOW_NAMES[window].field)} className="limit-amount" inputMode="decimal" autoComplete="off"
              value={draft[window].amount} disabled={draft[window].none} error={errors[window]} errorId={errors.form ? `${id}-form` : undefined}
              onChange={(e) => set(window, { amount: e.target.value })} />
            <label className="check-label">
              <input type="checkbox" checked={draft[window].none} onChange={(e) => set(window, { none: e.target.checked })} />
              {t('limits.noLimitBox')}
            </label>
          </fieldset>
        ))}
      </div>
      {errors.form && <Alert key={checks.refusal?.attempt} kind="error" id={`${id}-form`}>{errors.form}</Alert>}
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <Button type="submit" loading={isLoading} loadingText={t('limits.saving')}>{submitLabel ?? t('limits.save')}</Button>
    </form>
  );
}
