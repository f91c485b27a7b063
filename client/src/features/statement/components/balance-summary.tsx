import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { formatDate, formatRupees } from '../../../lib/format.js';
import { formatSignedRupees } from '../../../lib/format-signed.js';
import { istDate } from '../../../lib/ist-date.js';
import type { NetDeposits, StatementSummary } from '../api/statement-api.js';
import { useStatementText } from '../statement.strings.js';

export interface BalanceSummaryProps {
  summary: StatementSummary | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
}

function NetLine({ label, net }: { label: string; net: NetDeposits }) {
  const t = useStatementText();
  return (
    <div className="net-line">
      <dt>{label}</dt>
      <dd>
        <strong className="net-amount">{formatSignedRupees(net.net)}</strong>
        <span className="net-split">{t('summary.split', { deposits: formatRupees(net.deposits), withdrawals: formatRupees(net.withdrawals) })}</span>
      </dd>
    </div>
  );
}

/**
 * The top of the Statement page: the balance with its three parts and, beside it and
 * always shown, the net deposits (deposits minus withdrawals) of the last 30 days and
 * since the account opened (issue 12, B3).
 */
export function BalanceSummary({ summary, isLoading, failed, onRetry }: BalanceSummaryProps) {
  const t = useStatementText();
  if (isLoading) return <p className="card statement-summary-loading muted" role="status">{t('summary.loading')}</p>;
  if (failed || !summary) {
    return (
      <div className="statement-summary-failed">
        <Alert kind="error">{t('summary.failed')}</Alert>
        <Button variant="secondary" onClick={onRetry}>{t('summary.retry')}</Button>
      </div>
    );
  }
  const { balances, netDeposits } = summary;
  const opened = netDeposits.openedAt ? formatDate(istDate(Date.parse(netDeposits.openedAt))) : '';
  return (
    <div className="statement-summary">
      <section className="card summary-card" aria-labelledby="balance-heading">
        <h2 id="balance-heading" className="summary-heading">{t('summary.balance')}</h2>
        <p className="summary-total">{formatRupees(balances.total)}</p>
        <dl className="summary-parts">
          <div><dt>{t('summary.money')}</dt><dd>{formatRupees(balances.money)}</dd></div>
          <div><dt>{t('summary.referral')}</dt><dd>{formatRupees(balances.referral)}</dd></div>
          <div><dt>{t('summary.held')}</dt><dd>{formatRupees(balances.held)}</dd></div>
        </dl>
      </section>
      <section className="card summary-card" aria-labelledby="net-heading">
        <h2 id="net-heading" className="summary-heading">{t('summary.netDeposits')}</h2>
        <p className="muted summary-note">{t('summary.netNote')}</p>
        <dl className="net-lines">
          <NetLine label={t('summary.last30Days')} net={netDeposits.last30Days} />
          <NetLine label={opened ? t('summary.sinceOpened', { date: opened }) : t('summary.sinceOpenedUnknown')} net={netDeposits.sinceOpened} />
        </dl>
      </section>
    </div>
  );
}
