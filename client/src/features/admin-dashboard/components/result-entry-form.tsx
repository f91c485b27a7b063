import { drawPeriod, LETTERS, type PeriodId } from '@draws/draw-periods';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { useAdminDashboardText } from '../admin-dashboard.strings.js';
import { useSetResultMutation } from '../api/result-api.js';
import '../admin-dashboard.css';
import { emptyResult, fieldErrors, NONE_REFUSED, refusedFields, resultBody, submitError, type RefusedFields, type ResultForm } from '../result-form.js';

const two = (n: number) => String(n).padStart(2, '0');
const LETTER_OPTIONS = LETTERS.map((l) => ({ value: l, label: l }));

/**
 * The numbers of a manual round's witnessed draw (spec sections 2 and 5): five dropdowns of
 * the period's numbers (01-75 or 01-60, as the draw table says) and the letter for weekly.
 * A duplicate is flagged as it is chosen; the server's refusal stays with its message; an
 * entry it took is announced in its words (another admin approves it before it is published).
 */
export function ResultEntryForm({ period, onPosted }: { period: PeriodId; onPosted: (message: string) => void }) {
  const t = useAdminDashboardText();
  const p = drawPeriod(period);
  const [form, setForm] = useState<ResultForm>(emptyResult);
  const [error, setError] = useState<string | null>(null);
  // The dropdowns the last refused submit's message (the alert) is about; they point to it.
  const [refused, setRefused] = useState<RefusedFields>(NONE_REFUSED);
  const errorId = useId();
  const { formRef, ...checks } = useFocusFirstInvalid();
  const [post, { isLoading }] = useSetResultMutation();
  const errors = fieldErrors(period, form, t);
  const options = Array.from({ length: p.maxNumber - p.minNumber + 1 }, (_, i) => ({ value: String(p.minNumber + i), label: two(p.minNumber + i) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = submitError(period, form, t);
    setError(invalid);
    setRefused(invalid ? refusedFields(period, form) : NONE_REFUSED);
    if (invalid) return checks.refuse();
    checks.accept();
    try {
      const reply = await post({ period, body: resultBody(period, form) }).unwrap();
      if (reply.err !== 'N') return setError(reply.msg || t('result.failed'));
      setForm(emptyResult());
      onPosted(reply.msg || t('status.entered'));
    } catch (failure) {
      setError(serverMessage(failure) ?? t('result.failed'));
    }
  };

  return (
    <>
      {/* A new alert per refused attempt, so the same message is announced again. */}
      {error && <Alert key={checks.refusal?.attempt} kind="error" id={errorId}>{error}</Alert>}
      <form ref={formRef} onSubmit={submit} noValidate className="result-form">
        <p className="muted result-note">{t('result.note')}</p>
        <div className={p.hasLetter ? 'result-grid result-grid-letter' : 'result-grid'}>
          {form.numbers.map((value, i) => (
            <SelectField key={i} label={t('result.number', { position: i + 1 })} placeholder={t('result.choose')} options={options} value={value} error={errors[i]}
              errorId={refused.numbers[i] ? errorId : undefined}
              onChange={(e) => setForm((f) => ({ ...f, numbers: f.numbers.map((n, j) => (j === i ? e.target.value : n)) }))} />
          ))}
          {p.hasLetter && (
            <SelectField label={t('result.letter')} placeholder={t('result.choose')} options={LETTER_OPTIONS} value={form.letter}
              errorId={refused.letter ? errorId : undefined}
              onChange={(e) => setForm((f) => ({ ...f, letter: e.target.value }))} />
          )}
        </div>
        <Button type="submit" className="btn-block" loading={isLoading}>{t('result.submit')}</Button>
      </form>
    </>
  );
}
