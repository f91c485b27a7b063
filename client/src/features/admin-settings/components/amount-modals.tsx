import { DRAW_PERIODS, type PeriodId } from '@draws/draw-periods';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ErrorSummary } from '../../../components/ui/error-summary.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Modal } from '../../../components/ui/modal.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { useFocusFirstInvalid } from '../../../components/ui/use-focus-first-invalid.js';
import { useSetReferralAmountMutation, useSetTicketAmountMutation } from '../api/settings-api.js';
import { periodKey, useSettingsText } from '../admin-settings.strings.js';
import { isAmount } from '../validation.js';
import type { SettingModalProps } from './news-modal.js';
import { useSaveSetting } from './use-save-setting.js';

/** Set Referral Amount: what a referrer earns on a referred player's first done deposit. */
export function ReferralModal({ current, onClose, onSaved }: SettingModalProps & { current: number | null }) {
  const t = useSettingsText();
  const [amount, setAmount] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  const [setReferral, { isLoading }] = useSetReferralAmountMutation();
  const { failure, save, clearFailure } = useSaveSetting(onSaved);
  const { formRef, ...checks } = useFocusFirstInvalid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    if (!isAmount(amount)) {
      setError(t('modal.invalidAmount'));
      return checks.refuse([{ label: t('modal.referralAmount'), message: t('modal.invalidAmount') }]);
    }
    setError(null);
    checks.accept();
    void save(() => setReferral(amount.trim()).unwrap());
  };

  return (
    <Modal title={t('page.setReferral')} open onClose={onClose}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <form ref={formRef} onSubmit={submit} noValidate>
        <ErrorSummary refusal={checks.refusal} />
        <FormField label={t('modal.referralAmount')} name="amount" type="number" min={0} step={0.01} inputMode="decimal" value={amount}
          error={error} onChange={(e) => setAmount(e.target.value)} />
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={t('modal.busy')}>
          {t('modal.save')}
        </Button>
      </form>
    </Modal>
  );
}

/** Set Ticket Amount, with the period selector of the dashboard (3 hours ... Weekly). */
export function TicketAmountModal({ current, onClose, onSaved }: SettingModalProps & { current: Record<PeriodId, number> | null }) {
  const t = useSettingsText();
  const periods = useMemo(() => DRAW_PERIODS.map((p) => ({ value: p.id, label: t(periodKey(p.id)) })), [t]);
  const [period, setPeriod] = useState<PeriodId>('3h');
  // What the admin typed, per period; untouched periods show their current price.
  const [typed, setTyped] = useState<Partial<Record<PeriodId, string>>>({});
  const amount = typed[period] ?? (current ? String(current[period]) : '');
  const [error, setError] = useState<string | null>(null);
  const [setTicket, { isLoading }] = useSetTicketAmountMutation();
  const { failure, save, clearFailure } = useSaveSetting(onSaved);
  const { formRef, ...checks } = useFocusFirstInvalid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    if (!isAmount(amount)) {
      setError(t('modal.invalidAmount'));
      return checks.refuse([{ label: t('modal.ticketAmount'), message: t('modal.invalidAmount') }]);
    }
    setError(null);
    checks.accept();
    void save(() => setTicket({ period, amount: amount.trim() }).unwrap());
  };

  return (
    <Modal title={t('page.setTicket')} open onClose={onClose}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <form ref={formRef} onSubmit={submit} noValidate>
        <ErrorSummary refusal={checks.refusal} />
        <SelectField label={t('modal.period')} name="period" value={period} options={periods}
          onChange={(e) => { setPeriod(e.target.value as PeriodId); setError(null); }} />
        <FormField label={t('modal.ticketAmount')} name="amount" type="number" min={0} step={0.01} inputMode="decimal" value={amount}
          error={error} onChange={(e) => setTyped((was) => ({ ...was, [period]: e.target.value }))} />
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={t('modal.busy')}>
          {t('modal.save')}
        </Button>
      </form>
    </Modal>
  );
}
