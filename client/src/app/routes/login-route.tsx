import { LoginForm } from '../../features/auth/components/login-form.js';
import { useSessionActions } from '../session/use-session-actions.js';

/**
 * The player's sign-in, the first page: in the first script. Sign-up and the admin's
 * sign-in are in auth-routes.tsx, loaded on demand, so this module must not import them.
 */
export function LoginRoute() {
  const { startUserSession } = useSessionActions();
  return <LoginForm onSignedIn={startUserSession} />;
}
