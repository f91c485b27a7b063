import { Alert } from '../../../components/ui/alert.js';
import { formatRupeesWithPaise } from '../../../lib/format.js';
import { useGetStatsQuery } from '../api/stats-api.js';
import { STATS as T } from '../admin-stats.strings.js';
import '../admin-stats.css';

const COUNT = new Intl.NumberFormat('en-IN');

/**
 * The admin dashboard's three cards (spec section 2): Total Users, then the sums of done
 * withdrawals and done deposits with the rupee sign and Indian grouping (₹1,00,000.00).
 */
export function StatsCards() {
  const { data, isLoading, isError } = useGetStatsQuery();
  if (isError) return <Alert kind="error">{T.failed}</Alert>;
  const cards = [
    { label: T.totalUsers, value: data ? COUNT.format(data.totalUsers) : null },
    { label: T.totalWithdraw, value: data ? formatRupeesWithPaise(data.totalWithdraw) : null },
    { label: T.totalDeposit, value: data ? formatRupeesWithPaise(data.totalDeposit) : null },
  ];
  return (
    <section className="stats" aria-label={T.label} aria-busy={isLoading || undefined}>
      {isLoading && <span className="visually-hidden" role="status">{T.loading}</span>}
      {cards.map((card) => (
        <div className="card stat-card" key={card.label}>
          <h2 className="stat-label">{card.label}</h2>
          {card.value === null ? <div className="stat-skeleton" aria-hidden="true" /> : <p className="stat-value">{card.value}</p>}
        </div>
      ))}
    </section>
  );
}
