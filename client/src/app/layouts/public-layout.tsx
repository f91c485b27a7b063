import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.js';
import { BRANDS, useAppText } from '../app.strings.js';
import { useAppSelector } from '../hooks.js';
import { LanguageSwitch } from '../i18n/language-switch.js';
import { InstallAppButton } from '../pwa/install-app-button.js';
import { selectSession } from '../session/session-slice.js';
import { AdminLayout } from './admin-layout.js';
import { PlayerLayout } from './player-layout.js';
import './public-layout.css';

/**
 * The frame of the public pages (results and proofs: no sign-in). A signed-in player or
 * admin keeps their own sidebar; a visitor gets a top bar with the way to sign in.
 */
export function PublicLayout() {
  const t = useAppText();
  const session = useAppSelector(selectSession);
  if (session.type === 'loading') return <Spinner />;
  if (session.type === 'user' && session.isProfileUpdated) return <PlayerLayout />;
  if (session.type === 'admin') return <AdminLayout />;
  return (
    <div className="public-shell">
      <header className="public-bar">
        <Link to="/" className="public-brand">{BRANDS.player}</Link>
        <span className="public-bar-end">
          <LanguageSwitch />
          <InstallAppButton />
          <Link to="/" className="public-signin">{t('publicBar.signIn')}</Link>
        </span>
      </header>
      <main className="content public-content">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
