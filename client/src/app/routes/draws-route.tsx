import { DrawsDashboard } from '../../features/draws/components/draws-dashboard.js';
import { usePauseMessage } from '../../features/responsible-play/components/pause-notice.js';

/** The dashboard's draw panels; during the player's break the ticket panel says so up front. */
export function DrawsRoute() {
  return <DrawsDashboard closedMessage={usePauseMessage()} />;
}
