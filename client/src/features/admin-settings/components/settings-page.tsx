import { DRAW_PERIODS } from '@draws/draw-periods';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { CanChange, ReadOnlyNote } from '../../../components/ui/read-only.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatRupees } from '../../../lib/format.js';
import { useGetAllSettingsQuery, type AllSettings } from '../api/settings-api.js';
import { periodKey, useSettingsText } from '../admin-settings.strings.js';
import '../admin-settings.css';
import { ReferralModal, TicketAmountModal } from './amount-modals.js';
import { NewsModal } from './news-modal.js';
import { PaymentDetailsModal } from './payment-details-modal.js';
import { paymentSummary } from './payment-summary.js';
import { ResultSourceModal } from './result-source-modal.js';
import { ResultSources } from './result-sources.js';
import { SettingsHistory } from './settings-history.js';

type Open = 'news' | 'referral' | 'ticket' | 'payment' | 'source' | null;

/**
 * Admin Settings (spec section 2, 'Upload Latest News'): the three buttons of the spec and
 * their modals, the payment details players pay to, the values now, and who changed what.
 */
export function SettingsPage() {
  const t = useSettingsText();
  const { data, isLoading, isError } = useGetAllSettingsQuery();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setOpen(null);
  const saved = (message: string) => {
    setOpen(null);
    setNotice(message || null);
  };

  return (
    <>
      <h1 className="page-title">{t('page.title')}</h1>
      {notice && <Alert kind="success">{notice}</Alert>}
      {/* An auditor reads the settings and their history; nothing here that would change them is offered. */}
      <CanChange readOnly={<ReadOnlyNote>{t('page.readOnly')}</ReadOnlyNote>}>
        <div className="settings-actions">
          <Button onClick={() => setOpen('news')}>{t('page.setNews')}</Button>
          <Button onClick={() => setOpen('referral')}>{t('page.setReferral')}</Button>
          <Button onClick={() => setOpen('ticket')}>{t('page.setTicket')}</Button>
          <Button variant="secondary" onClick={() => setOpen('payment')}>{t('page.setPayment')}</Button>
          <Button variant="secondary" onClick={() => setOpen('source')}>{t('page.setResultSource')}</Button>
        </div>
      </CanChange>
      {isLoading ? <Spinner label={t('page.loading')} /> : isError || !data ? <Alert kind="error">{t('page.loadFailed')}</Alert> : <Current settings={data} />}
      <SettingsHistory />
      {open === 'news' && <NewsModal current={data?.latest_news ?? null} onClose={close} onSaved={saved} />}
      {open === 'referral' && <ReferralModal current={data?.referral_code_amount ?? null} onClose={close} onSaved={saved} />}
      {open === 'ticket' && <TicketAmountModal current={data?.ticket_amounts ?? null} onClose={close} onSaved={saved} />}
      {open === 'payment' && <PaymentDetailsModal current={data?.payment_details ?? null} onClose={close} onSaved={saved} />}
      {open === 'source' && <ResultSourceModal current={data?.result_source ?? null} onClose={close} onSaved={saved} />}
    </>
  );
}

function Current({ settings }: { settings: AllSettings }) {
  const t = useSettingsText();
  return (
    <section className="card settings-current" aria-labelledby="settings-current-title">
      <h2 id="settings-current-title" className="visually-hidden">
        {t('page.current')}
      </h2>
      <dl className="settings-values">
        <div>
          <dt>{t('page.latestNews')}</dt>
          <dd className="settings-url">{settings.latest_news || t('page.notSet')}</dd>
        </div>
        <div>
          <dt>{t('page.referralAmount')}</dt>
          <dd>{formatRupees(settings.referral_code_amount)}</dd>
        </div>
        <div>
          <dt>{t('page.ticketAmounts')}</dt>
          <dd>
            <ul className="settings-prices">
              {DRAW_PERIODS.map((period) => (
                <li key={period.id}>
                  <span>{t(periodKey(period.id))}</span> <strong>{formatRupees(settings.ticket_amounts[period.id])}</strong>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('page.paymentDetails')}</dt>
          <dd>
            <ul className="settings-payment">
              {paymentSummary(t, settings.payment_details).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </div>
        {settings.result_source && <ResultSources sources={settings.result_source} />}
      </dl>
    </section>
  );
}
