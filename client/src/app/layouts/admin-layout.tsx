import { SidebarLayout } from '../../components/layout/sidebar-layout.js';
import { READ_ONLY } from '../../components/ui/read-only.js';
import { useConsoleRole } from '../../lib/api/console-role.js';
import { ADMIN_LINKS, BRANDS } from '../app.strings.js';
import { useSessionActions } from '../session/use-session-actions.js';

/** The console frame; it says who is signed in, and to an auditor that the session only reads. */
export function AdminLayout() {
  const { adminLogout } = useSessionActions();
  const { me } = useConsoleRole();
  const note = me && (
    <>
      {me.username && <span className="console-user">{me.username} · </span>}
      <span data-testid="console-role">{me.role === 'auditor' ? READ_ONLY.role : READ_ONLY.admin}</span>
    </>
  );
  return <SidebarLayout brand={BRANDS.admin} links={ADMIN_LINKS} onLogout={() => void adminLogout()} note={note} />;
}
