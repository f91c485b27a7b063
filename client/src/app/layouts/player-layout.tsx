import { lazy, Suspense } from 'react';
import { SidebarLayout } from '../../components/layout/sidebar-layout.js';
import { BRANDS, PLAYER_LINKS, useShownLinks } from '../app.strings.js';
import { LanguageSwitch } from '../i18n/language-switch.js';
import { useAppSelector } from '../hooks.js';
import { InstallAppButton } from '../pwa/install-app-button.js';
import { selectSession } from '../session/session-slice.js';
import { useSessionActions } from '../session/use-session-actions.js';

// Loaded after the page itself: the player's first page stays small (DESIGN.md section 7).
const RequestNotices = lazy(() => import('../../features/money-requests/components/request-notices.js'));
const PlayWatch = lazy(() => import('../../features/responsible-play/components/play-watch.js'));

export function PlayerLayout() {
  const { logout } = useSessionActions();
  const session = useAppSelector(selectSession);
  const links = useShownLinks(PLAYER_LINKS);
  return (
    <>
      {/* On every player page: an admin's change to one of the player's requests becomes a toast. */}
      {session.type === 'user' && (
        <Suspense fallback={null}>
          <RequestNotices owner={session.email} />
        </Suspense>
      )}
      {/* Responsible play (issue 12): the 6-monthly review reminder above every page, the reality check every 30 or 60 minutes. */}
      <SidebarLayout
        brand={BRANDS.player}
        links={links}
        onLogout={() => void logout()}
        tools={
          <div className="app-tools">
            <LanguageSwitch tone="dark" />
            <InstallAppButton tone="dark" />
          </div>
        }
        banner={session.type === 'user' && (
          <Suspense fallback={null}>
            <PlayWatch onLogout={() => void logout()} />
          </Suspense>
        )}
      />
    </>
  );
}
