import { useSyncExternalStore } from 'react';
import { useServerTime } from '../../features/draws/api/server-time.js';
import { onServerClockChange, serverNow } from '../../features/draws/model/server-clock.js';
import { StatementPage } from '../../features/statement/components/statement-page.js';
import { istDate } from '../../lib/ist-date.js';

/**
 * The Statement page with today's IST day by the server's clock (the draws' reading of it,
 * taken from /health when the dashboard has not yet), so a moved clock (CLOCK_START) still
 * opens the page on the last 30 days the server counts.
 */
export function StatementRoute() {
  useServerTime();
  const today = useSyncExternalStore(onServerClockChange, () => istDate(serverNow()));
  return <StatementPage today={today} />;
}
