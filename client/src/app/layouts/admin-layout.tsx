import { lazy, Suspense } from 'react';
import { SidebarLayout } from '../../components/layout/sidebar-layout.js';
import { ADMIN_LINKS, BRANDS, useShownLinks } from '../app.strings.js';
import { LanguageSwitch } from '../i18n/language-switch.js';
import { InstallAppButton } from '../pwa/install-app-button.js';
import { useSessionActions } from '../session/use-session-actions.js';

// The role is read with the console's pages, not with the player's first page (which
// bundles this frame because the public pages use it).
const ConsoleRoleNote = lazy(() => import('./console-role-note.js'));

/** The console frame; it names who is signed in, and tells an auditor the session only reads. */
export function AdminLayout() {
  const { adminLogout } = useSessionActions();
  const links = useShownLinks(ADMIN_LINKS);
  return (
    <SidebarLayout brand={BRANDS.admin} links={links} onLogout={() => void adminLogout()}
      tools={
        <div className="app-tools">
          <LanguageSwitch tone="dark" />
          <InstallAppButton tone="dark" />
        </div>
      }
      note={
        <Suspense fallback={null}>
          <ConsoleRoleNote />
        </Suspense>
      } />
  );
}
