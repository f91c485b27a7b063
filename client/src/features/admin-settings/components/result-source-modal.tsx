import { DRAW_PERIODS, type PeriodId } from '@draws/draw-periods';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { RESULT_SOURCES, useSetResultSourceMutation, type ResultSource } from '../api/settings-api.js';
import { periodKey, useSettingsText } from '../admin-settings.strings.js';
import type { SettingModalProps } from './news-modal.js';
import { useSaveSetting } from './use-save-setting.js';

type Sources = Partial<Record<PeriodId, ResultSource>>;

/**
 * Set Result Source: per period, the server's RNG or a witnessed draw entered by two admins.
 * Each choice says what it means, since it decides whether players can check a result by
 * computation at all; the round on sale keeps the source it opened with.
 */
export function ResultSourceModal({ current, onClose, onSaved }: SettingModalProps & { current: Sources | null }) {
  const t = useSettingsText();
  const periods = useMemo(() => DRAW_PERIODS.map((p) => ({ value: p.id, label: t(periodKey(p.id)) })), [t]);
  const [period, setPeriod] = useState<PeriodId>('3h');
  // What the admin chose, per period; untouched periods show their setting now (RNG by default).
  const [chosen, setChosen] = useState<Sources>({});
  const source = chosen[period] ?? current?.[period] ?? 'rng';
  const [setSource, { isLoading }] = useSetResultSourceMutation();
  const { failure, save, clearFailure } = useSaveSetting(onSaved);
  const noteId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    void save(() => setSource({ period, source }).unwrap());
  };

  return (
    <Modal title={t('page.setResultSource')} open onClose={onClose}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <form onSubmit={submit} noValidate>
        <SelectField label={t('modal.period')} name="period" value={period} options={periods} onChange={(e) => setPeriod(e.target.value as PeriodId)} />
        <fieldset className="settings-fieldset source-choices" aria-describedby={noteId}>
          <legend>{t('modal.source')}</legend>
          {RESULT_SOURCES.map((value) => (
            <div key={value} className="source-choice">
              <label>
                <input type="radio" name="source" value={value} checked={source === value} aria-describedby={`${noteId}-${value}`}
                  onChange={() => setChosen((was) => ({ ...was, [period]: value }))} />
                <strong>{t(`source.${value}`)}</strong>
              </label>
              <span id={`${noteId}-${value}`} className="source-help">{t(`source.${value}Help`)}</span>
            </div>
          ))}
        </fieldset>
        <p id={noteId} className="muted small">{t('source.appliesNext')}</p>
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={t('modal.busy')}>
          {t('modal.save')}
        </Button>
      </form>
    </Modal>
  );
}
