import { SidebarLayout } from '../../components/layout/sidebar-layout.js';
import { ADMIN_LINKS, BRANDS } from '../app.strings.js';
import { useSessionActions } from '../session/use-session-actions.js';

export function AdminLayout() {
  const { adminLogout } = useSessionActions();
  return <SidebarLayout brand={BRANDS.admin} links={ADMIN_LINKS} onLogout={() => void adminLogout()} />;
}
