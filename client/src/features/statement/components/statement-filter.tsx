import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FormField } from '../../../components/ui/form-field.js';
import { problemsOf, useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { downloadFile } from '../../../lib/api/download-file.js';
import { statementParams } from '../api/statement-api.js';
import { rangeProblems, type DateRange } from '../model/date-range.js';
import { statementFileName, useStatementText } from '../statement.strings.js';

export interface StatementFilterProps {
  /** The range shown now; the form starts from it (give the component a new key when it changes). */
  range: DateRange;
  onApply: (range: DateRange) => void;
  onLast30Days: () => void;
}

/** The CSV of the same range (B2): every movement in it, oldest first, fetched with the token. */
function csvPath(range: DateRange): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(statementParams(range))) if (value) query.set(key, value);
  const text = query.toString();
  return `/user/statement.csv${text ? `?${text}` : ''}`;
}

/**
 * The statement's dates (IST days, both included) and its CSV download. A start after the
 * end is refused here with its reason; nothing is asked of the server until it is right.
 */
export function StatementFilter({ range, onApply, onLast30Days }: StatementFilterProps) {
  const t = useStatementText();
  const [draft, setDraft] = useState<DateRange>(range);
  const [problems, setProblems] = useState<ReturnType<typeof rangeProblems>>({});
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const { formRef, ...checks } = useFocusFirstInvalid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblems(draft, t);
    setProblems(found);
    if (Object.keys(found).length > 0) return checks.refuse(problemsOf(found, { from: t('filter.from'), to: t('filter.to') }));
    checks.accept();
    onApply(draft);
  };

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadFile(csvPath(range), statementFileName(range.from, range.to));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const field = (name: keyof DateRange) => ({
    type: 'date',
    value: draft[name],
    error: problems[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
  });

  return (
    <div className="statement-filter">
      <form ref={formRef} onSubmit={submit} noValidate className="statement-dates" aria-label={t('filter.legend')}>
        <ErrorSummary refusal={checks.refusal} />
        <FormField label={t('filter.from')} max={draft.to || undefined} {...field('from')} />
        <FormField label={t('filter.to')} min={draft.from || undefined} {...field('to')} />
        <div className="statement-date-actions">
          <Button type="submit">{t('filter.show')}</Button>
          <Button variant="secondary" onClick={onLast30Days}>{t('filter.last30')}</Button>
        </div>
      </form>
      <p className="muted statement-hint">{t('filter.hint')}</p>
      <div className="statement-download">
        <Button variant="secondary" loading={downloading} loadingText={t('filter.downloading')} onClick={() => void download()}>
          {t('filter.download')}
        </Button>
      </div>
      {downloadFailed && <Alert kind="error">{t('filter.downloadFailed')}</Alert>}
    </div>
  );
}
