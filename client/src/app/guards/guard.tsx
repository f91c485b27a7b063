import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.js';
import { useAppSelector } from '../hooks.js';
import { selectSession } from '../session/session-slice.js';
import { guardRedirect, type Access } from './guard-redirect.js';

/** Route element that renders its children only for the session the route allows. */
export function Guard({ access }: { access: Access }) {
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const outcome = guardRedirect(access, session);
  if (outcome.kind === 'wait') return <Spinner label="Loading session..." />;
  if (outcome.kind === 'redirect') {
    // Admin pages remember where a signed-out visitor was going, for after sign-in.
    const state = outcome.rememberFrom ? { from: { pathname: location.pathname, search: location.search } } : undefined;
    return <Navigate to={outcome.to} replace state={state} />;
  }
  return <Outlet />;
}
