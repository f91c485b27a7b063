import type { PeriodId } from '@draws/draw-periods';
import { Alert } from '../../../components/ui/alert.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { useAdminDashboardText } from '../admin-dashboard.strings.js';
import { useGetLatestDrawQuery } from '../api/latest-draw-api.js';
import { COUNTS_POLL_MS } from '../api/ticket-count-api.js';
import '../admin-dashboard.css';

/**
 * The selected period's newest round (GET /admin/draws/latest/{period}): whether it sells,
 * its times in IST, its price, and the commitment to its secret seed that players can check
 * the result against (DESIGN.md section 2).
 */
export function LatestDraw({ period }: { period: PeriodId }) {
  const t = useAdminDashboardText();
  const { data: draw, isLoading, isError } = useGetLatestDrawQuery(period, { pollingInterval: COUNTS_POLL_MS, refetchOnFocus: true });
  // A status the client does not know is shown as the server sent it.
  const statusName = (status: string) => (status === 'open' ? t('latest.open') : status === 'closed' ? t('latest.closed') : status);
  return (
    <section className="card latest-draw" aria-labelledby="latest-draw-title" aria-busy={isLoading || undefined}>
      <h2 id="latest-draw-title" className="counts-title">
        {t('latest.title')} {draw && <span className={`draw-status draw-${draw.status}`}>{statusName(draw.status)}</span>}
      </h2>
      {isError ? (
        <Alert kind="error">{t('latest.failed')}</Alert>
      ) : isLoading ? (
        <div role="status" aria-label={t('latest.loading')} className="counts-skeleton-line" />
      ) : !draw ? (
        <p className="muted">{t('latest.none')}</p>
      ) : (
        <dl className="latest-facts">
          <div><dt>{t('latest.started')}</dt><dd>{formatIstShort(draw.start_at)}</dd></div>
          <div><dt>{t('latest.closes')}</dt><dd>{formatIstShort(draw.close_at)}</dd></div>
          <div><dt>{t('latest.resultAt')}</dt><dd>{formatIstShort(draw.draw_at)}</dd></div>
          <div><dt>{t('latest.price')}</dt><dd>{formatRupees(draw.round_amount)}</dd></div>
          {draw.commitment && <div className="latest-commitment"><dt>{t('latest.commitment')}</dt><dd><code>{draw.commitment}</code></dd></div>}
        </dl>
      )}
    </section>
  );
}
