import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.js';
import { useAppText } from '../app.strings.js';
import { useAppSelector } from '../hooks.js';
import { selectSession } from '../session/session-slice.js';
import { guardRedirect, type Access } from './guard-redirect.js';

interface FromState {
  from?: { pathname: string; search?: string };
}

/**
 * Route element that renders its children only for the session the route allows. It is
 * also what moves a visitor on after signing in: the sign-in pages only store the
 * session, and their guard sends the player home (with the email as navigation state)
 * or the admin back to the admin page that sent them to sign in.
 */
export function Guard({ access }: { access: Access }) {
  const t = useAppText();
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const outcome = guardRedirect(access, session);
  if (outcome.kind === 'wait') return <Spinner label={t('loading.session')} />;
  if (outcome.kind === 'render') return <Outlet />;

  if (outcome.rememberFrom) {
    return <Navigate to={outcome.to} replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  }
  if (session.type === 'user') return <Navigate to={outcome.to} replace state={{ email: session.email }} />;
  const from = (location.state as FromState | null)?.from;
  if (access === 'admin-login' && session.type === 'admin' && from?.pathname.startsWith('/admin/')) {
    return <Navigate to={`${from.pathname}${from.search ?? ''}`} replace />;
  }
  return <Navigate to={outcome.to} replace />;
}
