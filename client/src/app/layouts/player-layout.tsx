import { SidebarLayout } from '../../components/layout/sidebar-layout.js';
import { useRequestNotices } from '../../features/money-requests/components/use-request-notices.js';
import { BRANDS, PLAYER_LINKS } from '../app.strings.js';
import { useAppSelector } from '../hooks.js';
import { selectSession } from '../session/session-slice.js';
import { useSessionActions } from '../session/use-session-actions.js';

export function PlayerLayout() {
  const { logout } = useSessionActions();
  const session = useAppSelector(selectSession);
  // On every player page: an admin's change to one of the player's requests becomes a toast.
  useRequestNotices(session.type === 'user' ? session.email : '');
  return <SidebarLayout brand={BRANDS.player} links={PLAYER_LINKS} onLogout={() => void logout()} />;
}
