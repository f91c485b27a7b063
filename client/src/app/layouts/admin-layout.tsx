import { lazy, Suspense } from 'react';
import { SidebarLayout } from '../../components/layout/sidebar-layout.js';
import { ADMIN_LINKS, BRANDS } from '../app.strings.js';
import { useSessionActions } from '../session/use-session-actions.js';

// The role is read with the console's pages, not with the player's first page (which
// bundles this frame because the public pages use it).
const ConsoleRoleNote = lazy(() => import('./console-role-note.js'));

/** The console frame; it names who is signed in, and tells an auditor the session only reads. */
export function AdminLayout() {
  const { adminLogout } = useSessionActions();
  return (
    <SidebarLayout brand={BRANDS.admin} links={ADMIN_LINKS} onLogout={() => void adminLogout()}
      note={
        <Suspense fallback={null}>
          <ConsoleRoleNote />
        </Suspense>
      } />
  );
}
