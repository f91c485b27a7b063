import { SidebarLayout } from '../../components/layout/sidebar-layout.js';
import { BRANDS, PLAYER_LINKS } from '../app.strings.js';
import { useSessionActions } from '../session/use-session-actions.js';

export function PlayerLayout() {
  const { logout } = useSessionActions();
  return <SidebarLayout brand={BRANDS.player} links={PLAYER_LINKS} onLogout={() => void logout()} />;
}
