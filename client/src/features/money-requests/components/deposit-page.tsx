import { useId, useState, type ReactNode } from 'react';
import { OptionTabs } from '../../../components/ui/option-tabs.js';
import { useGetDepositsQuery } from '../api/money-requests-api.js';
import { DEPOSIT as T, OPTIONS, type MoneyOption } from '../money-requests.strings.js';
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
  const [option, setOption] = useState<MoneyOption>('bank');
  const panelId = useId();
  const history = useGetDepositsQuery();
  return (
    <>
      <h1 className="page-title">{T.title}</h1>
      <div className="money-layout">
        <section className="card money-card">
          {blocker ?? (
            <>
              <OptionTabs label={T.options} options={OPTIONS} value={option} onChange={setOption} panelId={panelId} />
              <div id={panelId} role="tabpanel" aria-label={OPTIONS.find((o) => o.value === option)!.label}>
                <WhereToPay option={option} />
                <DepositForm option={option} />
              </div>
            </>
          )}
        </section>
        <RequestHistory title={T.history} rows={history.data} isLoading={history.isLoading} failed={history.isError}
          texts={{ empty: T.empty, loading: T.loading, loadFailed: T.loadFailed }} />
      </div>
    </>
  );
}
