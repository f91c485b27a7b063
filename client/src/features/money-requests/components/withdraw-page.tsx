import { useId, useState } from 'react';
import { OptionTabs } from '../../../components/ui/option-tabs.js';
import { useGetWithdrawsQuery } from '../api/money-requests-api.js';
import { OPTIONS, WITHDRAW as T, type MoneyOption } from '../money-requests.strings.js';
import '../money-requests.css';
import { RequestHistory } from './request-history.js';
import { WithdrawForm } from './withdraw-form.js';

/**
 * The player's Withdraw page (spec section 2): option tabs, the form with the available
 * balance beside the amount, and the 'Recent Withdrawal' table.
 */
export function WithdrawPage({ available }: { available: number | null }) {
  const [option, setOption] = useState<MoneyOption>('bank');
  const panelId = useId();
  const history = useGetWithdrawsQuery();
  return (
    <>
      <h1 className="page-title">{T.title}</h1>
      <div className="money-layout">
        <section className="card money-card">
          <OptionTabs label={T.options} options={OPTIONS} value={option} onChange={setOption} panelId={panelId} />
          <div id={panelId} role="tabpanel" aria-label={OPTIONS.find((o) => o.value === option)!.label}>
            <WithdrawForm option={option} available={available} />
          </div>
        </section>
        <RequestHistory title={T.history} rows={history.data} isLoading={history.isLoading} failed={history.isError}
          texts={{ empty: T.empty, loading: T.loading, loadFailed: T.loadFailed }} />
      </div>
    </>
  );
}
