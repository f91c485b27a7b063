import { DRAW_PERIODS, type PeriodId } from '@draws/draw-periods';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Modal } from '../../../components/ui/modal.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { useSetReferralAmountMutation, useSetTicketAmountMutation } from '../api/settings-api.js';
import { MODALS as T, SETTINGS } from '../admin-settings.strings.js';
import { isAmount } from '../validation.js';
import type { SettingModalProps } from './news-modal.js';
import { useSaveSetting } from './use-save-setting.js';

const PERIODS = DRAW_PERIODS.map((p) => ({ value: p.id, label: p.label }));

/** Set Referral Amount: what a referrer earns on a referred player's first done deposit. */
export function ReferralModal({ current, onClose, onSaved }: SettingModalProps & { current: number | null }) {
  const [amount, setAmount] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  const [setReferral, { isLoading }] = useSetReferralAmountMutation();
  const { failure, save, clearFailure } = useSaveSetting(onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    if (!isAmount(amount)) return setError(T.invalidAmount);
    setError(null);
    void save(() => setReferral(amount.trim()).unwrap());
  };

  return (
    <Modal title={SETTINGS.setReferral} open onClose={onClose}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <form onSubmit={submit} noValidate>
        <FormField label={T.referralAmount} name="amount" type="number" min={0} step={0.01} inputMode="decimal" value={amount}
          error={error} onChange={(e) => setAmount(e.target.value)} />
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={T.busy}>
          {T.save}
        </Button>
      </form>
    </Modal>
  );
}

/** Set Ticket Amount, with the period selector of the dashboard (3 hours ... Weekly). */
export function TicketAmountModal({ current, onClose, onSaved }: SettingModalProps & { current: Record<PeriodId, number> | null }) {
  const [period, setPeriod] = useState<PeriodId>('3h');
  // What the admin typed, per period; untouched periods show their current price.
  const [typed, setTyped] = useState<Partial<Record<PeriodId, string>>>({});
  const amount = typed[period] ?? (current ? String(current[period]) : '');
  const [error, setError] = useState<string | null>(null);
  const [setTicket, { isLoading }] = useSetTicketAmountMutation();
  const { failure, save, clearFailure } = useSaveSetting(onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    if (!isAmount(amount)) return setError(T.invalidAmount);
    setError(null);
    void save(() => setTicket({ period, amount: amount.trim() }).unwrap());
  };

  return (
    <Modal title={SETTINGS.setTicket} open onClose={onClose}>
      {failure && <Alert kind="error">{failure}</Alert>}
      <form onSubmit={submit} noValidate>
        <SelectField label={T.period} name="period" value={period} options={PERIODS}
          onChange={(e) => { setPeriod(e.target.value as PeriodId); setError(null); }} />
        <FormField label={T.ticketAmount} name="amount" type="number" min={0} step={0.01} inputMode="decimal" value={amount}
          error={error} onChange={(e) => setTyped((t) => ({ ...t, [period]: e.target.value }))} />
        <Button type="submit" className="btn-block" loading={isLoading} loadingText={T.busy}>
          {T.save}
        </Button>
      </form>
    </Modal>
  );
}
