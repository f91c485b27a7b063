import { useId, useState } from 'react';
import { OptionTabs } from '../../../components/ui/option-tabs.js';
import { useGetWithdrawsQuery } from '../api/money-requests-api.js';
import { optionTabs, useMoneyRequestsText, type MoneyOption } from '../money-requests.strings.js';
import '../money-requests.css';
import { RequestHistory } from './request-history.js';
import { WithdrawForm } from './withdraw-form.js';

/**
 * The player's Withdraw page (spec section 2): option tabs, the form with the available
 * balance beside the amount, and the 'Recent Withdrawal' table.
 */
export function WithdrawPage({ available }: { available: number | null }) {
  const t = useMoneyRequestsText();
  const [option, setOption] = useState<MoneyOption>('bank');
  const panelId = useId();
  const history = useGetWithdrawsQuery();
  return (
    <>
      <h1 className="page-title">{t('withdraw.title')}</h1>
      <div className="money-layout">
        <section className="card money-card">
          <OptionTabs label={t('withdraw.options')} options={optionTabs(t)} value={option} onChange={setOption} panelId={panelId} />
          <div id={panelId} role="tabpanel" aria-label={t(`option.${option}`)}>
            <WithdrawForm option={option} available={available} />
          </div>
        </section>
        <RequestHistory title={t('withdraw.history')} rows={history.data} isLoading={history.isLoading} failed={history.isError}
          texts={{ empty: t('withdraw.empty'), loading: t('withdraw.loading'), loadFailed: t('withdraw.loadFailed') }} />
      </div>
    </>
  );
}
