import { AdminLoginForm } from '../../features/auth/components/admin-login-form.js';
import { RegisterForm } from '../../features/auth/components/register-form.js';
import { useSessionActions } from '../session/use-session-actions.js';

/*
 * Sign-up and the admin's sign-in, loaded on demand (lazy-pages.tsx); the player's sign-in,
 * the first page, is login-route.tsx. They only start the session: their guard then moves
 * the player to /dashboard or to /create-profile (carrying the email), and the admin to the
 * admin page that sent them to sign in, else /admin/dashboard (see guards/guard.tsx).
 */

export function RegisterRoute() {
  const { startUserSession } = useSessionActions();
  return <RegisterForm onSignedIn={startUserSession} />;
}

export function AdminLoginRoute() {
  const { startAdminSession } = useSessionActions();
  return <AdminLoginForm onSignedIn={startAdminSession} />;
}
