import { drawPeriod, type PeriodId, type PrizeMode } from '@draws/draw-periods';
import { potOf, prizePaise } from '@draws/prize-odds';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { Modal } from '../../../components/ui/modal.js';
import { OptionTabs } from '../../../components/ui/option-tabs.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { problemsOf, useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { serverMessage } from '../../../lib/api/error-message.js';
import { formatRupees } from '../../../lib/format.js';
import { useGetJackpotSettingsQuery, useGetJackpotTicketAmountQuery, useSetJackpotSettingsMutation } from '../api/jackpot-api.js';
import { periodName, useAdminDrawsText } from '../admin-draws.strings.js';
import { changeOf, errorsOf, fieldsOf, valuesOf, type FieldName, type FormValues } from '../jackpot-form.js';
import { JackpotFields } from './jackpot-fields.js';
import { ReturnToPlayer } from './return-to-player.js';
import '../admin-draws.css';

type Errors = Partial<Record<FieldName, string>>;

export interface JackpotModalProps {
  period: PeriodId;
  onClose: () => void;
  /** After a save: the server's message. */
  onSaved: (message: string) => void;
}

/**
 * 'Set {period} Jackpot Amount' (spec section 2): the Any Sequence and Sequence tabs (no
 * Sequence where the period has none), each its table's inputs, and the return to player
 * of what is typed in both, live. Save stores each tab that changed; on failure the modal
 * stays open with the server's message.
 */
export function JackpotModal({ period, onClose, onSaved }: JackpotModalProps) {
  const t = useAdminDrawsText();
  const modes: PrizeMode[] = (['any', 'sequence'] as const).filter((m) => drawPeriod(period).modes.includes(m));
  const any = useGetJackpotSettingsQuery({ period, mode: 'any' });
  const sequence = useGetJackpotSettingsQuery({ period, mode: 'sequence' }, { skip: !modes.includes('sequence') });
  const price = useGetJackpotTicketAmountQuery(period).data;
  const [save, { isLoading: saving }] = useSetJackpotSettingsMutation();
  const [tab, setTab] = useState<PrizeMode>('any');
  const [typed, setTyped] = useState<Partial<Record<PrizeMode, FormValues>>>({});
  const [errors, setErrors] = useState<Partial<Record<PrizeMode, Errors>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const panelId = useId();
  const { formRef, ...checks } = useFocusFirstInvalid();

  const saved = { any: any.data, sequence: modes.includes('sequence') ? sequence.data : undefined };
  const loading = modes.some((m) => !saved[m]);
  const failed = any.isError || sequence.isError;
  const forms: Partial<Record<PrizeMode, FormValues>> = Object.fromEntries(
    modes.flatMap((m) => (typed[m] ?? saved[m] ? [[m, typed[m] ?? valuesOf(saved[m]!, period, m)]] : [])),
  );

  const edit = (name: FieldName, value: string) => {
    setTyped((t) => ({ ...t, [tab]: { ...forms[tab], [name]: value } }));
    setErrors((e) => ({ ...e, [tab]: { ...e[tab], [name]: undefined } }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = Object.fromEntries(modes.map((m) => [m, errorsOf(period, m, forms[m] ?? {}, t)]));
    const wrong = modes.filter((m) => Object.keys(found[m]!).length > 0);
    setErrors(found);
    if (wrong.length > 0) {
      // The tab with a mistake is shown; its problems are announced and its first wrong field takes focus.
      const shown = wrong.includes(tab) ? tab : wrong[0]!;
      setTab(shown);
      const labels = Object.fromEntries(fieldsOf(period, shown, t).map((field) => [field.name, field.label]));
      return checks.refuse(problemsOf(found[shown]!, labels));
    }
    checks.accept();
    try {
      let message = t('jackpot.saved');
      // Only the tabs the admin touched; the server stores nothing for an unchanged table anyway.
      for (const mode of modes.filter((m) => typed[m])) {
        message = (await save({ period, mode, change: changeOf(period, mode, forms[mode]!) }).unwrap()).msg ?? message;
      }
      onSaved(message);
    } catch (error) {
      setFailure(serverMessage(error) ?? t('jackpot.failed'));
    }
  };

  const pot = potOf(period, tab);
  return (
    <Modal title={t('jackpot.button', { period: periodName(t, period) })} open onClose={onClose} wide>
      {failure && <Alert kind="error">{failure}</Alert>}
      {failed ? (
        <Alert kind="error">{t('jackpot.loadFailed')}</Alert>
      ) : loading ? (
        <Spinner label={t('jackpot.loading')} />
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate className="jackpot-form">
          <ErrorSummary refusal={checks.refusal} />
          {/* A round's prizes are fixed when it opens, so no edit changes what its tickets were sold under. */}
          <p className="jackpot-note jackpot-applies">{t('jackpot.appliesNext')}</p>
          {modes.length > 1 && (
            <OptionTabs label={t('jackpot.tabs')} panelId={panelId} value={tab} onChange={setTab}
              options={modes.map((m) => ({ value: m, label: m === 'any' ? t('jackpot.any') : t('jackpot.sequence') }))} />
          )}
          <div id={panelId} role={modes.length > 1 ? 'tabpanel' : undefined}>
            <p className="jackpot-note">
              {t('jackpot.multipliersNote', { price: price === undefined ? t('jackpot.priceUnknown') : formatRupees(price) })}{' '}
              {pot ? t(pot === 'jackpot' ? 'jackpot.potNoteJackpot' : 'jackpot.potNoteMinipot') : ''}
            </p>
            <JackpotFields period={period} mode={tab} values={forms[tab] ?? {}} errors={errors[tab] ?? {}} onChange={edit}
              amountOf={(multiplier) => (price === undefined ? null : formatRupees(prizePaise(Math.round(price * 100), multiplier) / 100))} />
          </div>
          <ReturnToPlayer period={period} forms={forms} />
          <Button type="submit" className="btn-block" loading={saving} loadingText={t('jackpot.busy')}>
            {t('jackpot.save')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
