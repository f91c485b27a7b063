import type { PeriodId } from '@draws/draw-periods';
import { Alert } from '../../../components/ui/alert.js';
import { formatIstShort, formatRupees } from '../../../lib/format.js';
import { LATEST as T } from '../admin-dashboard.strings.js';
import { useGetLatestDrawQuery } from '../api/latest-draw-api.js';
import { COUNTS_POLL_MS } from '../api/ticket-count-api.js';
import '../admin-dashboard.css';

/**
 * The selected period's newest round (GET /admin/draws/latest/{period}): whether it sells,
 * its times in IST, its price, and the commitment to its secret seed that players can check
 * the result against (DESIGN.md section 2).
 */
export function LatestDraw({ period }: { period: PeriodId }) {
  const { data: draw, isLoading, isError } = useGetLatestDrawQuery(period, { pollingInterval: COUNTS_POLL_MS, refetchOnFocus: true });
  return (
    <section className="card latest-draw" aria-labelledby="latest-draw-title" aria-busy={isLoading || undefined}>
      <h2 id="latest-draw-title" className="counts-title">
        {T.title} {draw && <span className={`draw-status draw-${draw.status}`}>{T.status[draw.status] ?? draw.status}</span>}
      </h2>
      {isError ? (
        <Alert kind="error">{T.failed}</Alert>
      ) : isLoading ? (
        <div role="status" aria-label={T.loading} className="counts-skeleton-line" />
      ) : !draw ? (
        <p className="muted">{T.none}</p>
      ) : (
        <dl className="latest-facts">
          <div><dt>{T.started}</dt><dd>{formatIstShort(draw.start_at)}</dd></div>
          <div><dt>{T.closes}</dt><dd>{formatIstShort(draw.close_at)}</dd></div>
          <div><dt>{T.resultAt}</dt><dd>{formatIstShort(draw.draw_at)}</dd></div>
          <div><dt>{T.price}</dt><dd>{formatRupees(draw.round_amount)}</dd></div>
          {draw.commitment && <div className="latest-commitment"><dt>{T.commitment}</dt><dd><code>{draw.commitment}</code></dd></div>}
        </dl>
      )}
    </section>
  );
}
