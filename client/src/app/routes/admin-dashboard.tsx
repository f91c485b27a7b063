import type { PeriodId } from '@draws/draw-periods';
import { useState } from 'react';
import { CanChange, ReadOnlyNote } from '../../components/ui/read-only.js';
import { JackpotButton } from '../../features/admin-draws/components/jackpot-button.js';
import { LatestDraw } from '../../features/admin-dashboard/components/latest-draw.js';
import { PeriodSelect } from '../../features/admin-dashboard/components/period-select.js';
import { ResultButton } from '../../features/admin-dashboard/components/result-button.js';
import { TicketCounts } from '../../features/admin-dashboard/components/ticket-counts.js';
import { StatsCards } from '../../features/admin-stats/components/stats-cards.js';
import { useAppText } from '../app.strings.js';
import { TitledPage } from './pages.js';

/**
 * The admin dashboard (spec section 2): the totals, then the period selector (default
 * 3 hours) that the draw buttons ('Set {period} Jackpot Amount', 'Set {period} Result')
 * and the ticket counts below it follow. An auditor sees the same page without those buttons.
 */
export default function AdminDashboard() {
  const t = useAppText();
  const [period, setPeriod] = useState<PeriodId>('3h');
  return (
    <>
      <TitledPage title={t('nav.dashboard')} />
      <StatsCards />
      <div className="admin-draw-controls">
        <PeriodSelect value={period} onChange={setPeriod} />
        {/* An auditor is not offered what would change a prize table or a result. */}
        <CanChange readOnly={<ReadOnlyNote>{t('readOnly.dashboard')}</ReadOnlyNote>}>
          <JackpotButton period={period} />
          <ResultButton period={period} />
        </CanChange>
      </div>
      <LatestDraw period={period} />
      <TicketCounts period={period} />
    </>
  );
}
