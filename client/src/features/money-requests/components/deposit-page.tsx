import { useId, useState, type ReactNode } from 'react';
import { OptionTabs } from '../../../components/ui/option-tabs.js';
import { useGetDepositsQuery } from '../api/money-requests-api.js';
import { optionTabs, useMoneyRequestsText, type MoneyOption } from '../money-requests.strings.js';
import '../money-requests.css';
import { DepositForm } from './deposit-form.js';
import { RequestHistory } from './request-history.js';
import { WhereToPay } from './where-to-pay.js';

/**
 * The player's Deposit page (spec section 2): option tabs, where to pay for the option,
 * the form, and the 'Recent Deposit' table. `blocker`, when given, stands in the form's
 * place (a break in play, limits to set first: composed by the app).
 */
export function DepositPage({ blocker = null }: { blocker?: ReactNode }) {
  const t = useMoneyRequestsText();
  const [option, setOption] = useState<MoneyOption>('bank');
  const panelId = useId();
  const history = useGetDepositsQuery();
  return (
    <>
      <h1 className="page-title">{t('deposit.title')}</h1>
      <div className="money-layout">
        <section className="card money-card">
          {blocker ?? (
            <>
              <OptionTabs label={t('deposit.options')} options={optionTabs(t)} value={option} onChange={setOption} panelId={panelId} />
              <div id={panelId} role="tabpanel" aria-label={t(`option.${option}`)}>
                <WhereToPay option={option} />
                <DepositForm option={option} />
              </div>
            </>
          )}
        </section>
        <RequestHistory title={t('deposit.history')} rows={history.data} isLoading={history.isLoading} failed={history.isError}
          texts={{ empty: t('deposit.empty'), loading: t('deposit.loading'), loadFailed: t('deposit.loadFailed') }} />
      </div>
    </>
  );
}
