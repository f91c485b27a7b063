import { lazy, Suspense } from 'react';
import { SidebarLayout } from '../../components/layout/sidebar-layout.js';
import { BRANDS, PLAYER_LINKS } from '../app.strings.js';
import { useAppSelector } from '../hooks.js';
import { selectSession } from '../session/session-slice.js';
import { useSessionActions } from '../session/use-session-actions.js';

// Loaded after the page itself: the player's first page stays small (DESIGN.md section 7).
const RequestNotices = lazy(() => import('../../features/money-requests/components/request-notices.js'));
const PlayWatch = lazy(() => import('../../features/responsible-play/components/play-watch.js'));

export function PlayerLayout() {
  const { logout } = useSessionActions();
  const session = useAppSelector(selectSession);
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
        links={PLAYER_LINKS}
        onLogout={() => void logout()}
        banner={session.type === 'user' && (
          <Suspense fallback={null}>
            <PlayWatch onLogout={() => void logout()} />
          </Suspense>
        )}
      />
    </>
  );
}
