import { useLocation, useNavigate } from 'react-router';
import { AdminLoginForm } from '../../features/auth/components/admin-login-form.js';
import { LoginForm } from '../../features/auth/components/login-form.js';
import { RegisterForm } from '../../features/auth/components/register-form.js';
import type { SignedInSession } from '../../features/auth/components/signed-in.js';
import { useSessionActions } from '../session/use-session-actions.js';

/**
 * A signed-in player goes to /dashboard, or to /create-profile carrying the email as
 * navigation state. Navigation comes first so the sign-in page's own guard, which reacts
 * to the new session, finds the player already gone.
 */
function usePlayerSignedIn() {
  const navigate = useNavigate();
  const { startUserSession } = useSessionActions();
  return (session: SignedInSession) => {
    navigate(session.isProfileUpdated ? '/dashboard' : '/create-profile', { replace: true, state: { email: session.email } });
    startUserSession(session);
  };
}

export function LoginRoute() {
  return <LoginForm onSignedIn={usePlayerSignedIn()} />;
}

export function RegisterRoute() {
  return <RegisterForm onSignedIn={usePlayerSignedIn()} />;
}

/** Back to the admin page that sent the visitor here, else the admin dashboard. */
export function AdminLoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { startAdminSession } = useSessionActions();
  const from = (location.state as { from?: { pathname: string; search?: string } } | null)?.from;
  const target = from?.pathname?.startsWith('/admin/') ? `${from.pathname}${from.search ?? ''}` : '/admin/dashboard';
  return (
    <AdminLoginForm
      onSignedIn={(token) => {
        navigate(target, { replace: true });
        startAdminSession(token);
      }}
    />
  );
}
