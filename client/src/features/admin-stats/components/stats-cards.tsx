import { Alert } from '../../../components/ui/alert.js';
import { formatCount, formatRupeesWithPaise } from '../../../lib/format.js';
import { useGetStatsQuery } from '../api/stats-api.js';
import { useAdminStatsText } from '../admin-stats.strings.js';
import '../admin-stats.css';

/**
 * The admin dashboard's three cards (spec section 2): Total Users, then the sums of done
 * withdrawals and done deposits with the rupee sign and Indian grouping (₹1,00,000.00).
 */
export function StatsCards() {
  const t = useAdminStatsText();
  const { data, isLoading, isError } = useGetStatsQuery();
  if (isError) return <Alert kind="error">{t('cards.failed')}</Alert>;
  const cards = [
    { key: 'users', label: t('cards.totalUsers'), value: data ? formatCount(data.totalUsers) : null },
    { key: 'withdraw', label: t('cards.totalWithdraw'), value: data ? formatRupeesWithPaise(data.totalWithdraw) : null },
    { key: 'deposit', label: t('cards.totalDeposit'), value: data ? formatRupeesWithPaise(data.totalDeposit) : null },
  ];
  return (
    <section className="stats" aria-label={t('cards.label')} aria-busy={isLoading || undefined}>
      {isLoading && <span className="visually-hidden" role="status">{t('cards.loading')}</span>}
      {cards.map((card) => (
        <div className="card stat-card" key={card.key}>
          <h2 className="stat-label">{card.label}</h2>
          {card.value === null ? <div className="stat-skeleton" aria-hidden="true" /> : <p className="stat-value">{card.value}</p>}
        </div>
      ))}
    </section>
  );
}
