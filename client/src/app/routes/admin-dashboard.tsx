import type { PeriodId } from '@draws/draw-periods';
import { useState } from 'react';
import { JackpotButton } from '../../features/admin-draws/components/jackpot-button.js';
import { LatestDraw } from '../../features/admin-dashboard/components/latest-draw.js';
import { PeriodSelect } from '../../features/admin-dashboard/components/period-select.js';
import { ResultButton } from '../../features/admin-dashboard/components/result-button.js';
import { TicketCounts } from '../../features/admin-dashboard/components/ticket-counts.js';
import { StatsCards } from '../../features/admin-stats/components/stats-cards.js';
import { TITLES } from '../app.strings.js';
import { TitledPage } from './pages.js';

/**
 * The admin dashboard (spec section 2): the totals, then the period selector (default
 * 3 hours) that the draw buttons ('Set {period} Jackpot Amount', 'Set {period} Result')
 * and the ticket counts below it follow.
 */
export default function AdminDashboard() {
  const [period, setPeriod] = useState<PeriodId>('3h');
  return (
    <>
      <TitledPage title={TITLES.dashboard} />
      <StatsCards />
      <div className="admin-draw-controls">
        <PeriodSelect value={period} onChange={setPeriod} />
        <JackpotButton period={period} />
        <ResultButton period={period} />
      </div>
      <LatestDraw period={period} />
      <TicketCounts period={period} />
    </>
  );
}
