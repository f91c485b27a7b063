import { drawPeriod, LETTERS, type PeriodId } from '@draws/draw-periods';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { RESULT as T } from '../admin-dashboard.strings.js';
import { useSetResultMutation } from '../api/result-api.js';
import '../admin-dashboard.css';
import { emptyResult, fieldErrors, resultBody, submitError, type ResultForm } from '../result-form.js';

const two = (n: number) => String(n).padStart(2, '0');
const LETTER_OPTIONS = LETTERS.map((l) => ({ value: l, label: l }));

export interface ResultModalProps {
  period: PeriodId;
  open: boolean;
  onClose: () => void;
  /** After the server took the result: its message. */
  onPosted: (message: string) => void;
}

/**
 * 'Set {period} Result' (spec sections 2 and 5): five dropdowns of the period's numbers
 * (01-75 or 01-60, as the draw table says) and the letter for weekly. A duplicate is
 * flagged as it is chosen; the server's refusal keeps the modal open with its message;
 * a success closes it and empties the fields.
 */
export function ResultModal({ period, open, onClose, onPosted }: ResultModalProps) {
  const p = drawPeriod(period);
  const [form, setForm] = useState<ResultForm>(emptyResult);
  const [error, setError] = useState<string | null>(null);
  const [post, { isLoading }] = useSetResultMutation();
  const errors = fieldErrors(period, form);
  const options = Array.from({ length: p.maxNumber - p.minNumber + 1 }, (_, i) => ({ value: String(p.minNumber + i), label: two(p.minNumber + i) }));

  const close = () => {
    setForm(emptyResult());
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = submitError(period, form);
    setError(invalid);
    if (invalid) return;
    try {
      const reply = await post({ period, body: resultBody(period, form) }).unwrap();
      if (reply.err !== 'N') return setError(reply.msg || T.failed);
      setForm(emptyResult());
      onPosted(reply.msg || T.posted);
    } catch (failure) {
      setError(serverMessage(failure) ?? T.failed);
    }
  };

  return (
    <Modal title={T.button(p.label)} open={open} onClose={close}>
      {error && <Alert kind="error">{error}</Alert>}
      <form onSubmit={submit} noValidate className="result-form">
        <p className="muted result-note">{T.note}</p>
        <div className={p.hasLetter ? 'result-grid result-grid-letter' : 'result-grid'}>
          {form.numbers.map((value, i) => (
            <SelectField key={i} label={T.number(i + 1)} placeholder={T.choose} options={options} value={value} error={errors[i]}
              onChange={(e) => setForm((f) => ({ ...f, numbers: f.numbers.map((n, j) => (j === i ? e.target.value : n)) }))} />
          ))}
          {p.hasLetter && (
            <SelectField label={T.letter} placeholder={T.choose} options={LETTER_OPTIONS} value={form.letter}
              onChange={(e) => setForm((f) => ({ ...f, letter: e.target.value }))} />
          )}
        </div>
        <Button type="submit" className="btn-block" loading={isLoading}>{T.submit}</Button>
      </form>
    </Modal>
  );
}
