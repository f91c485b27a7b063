import type { SessionState } from '../session/session-slice.js';

/**
 * Who may open which route (spec section 2, route table and guards; section 6):
 * - visitor: the player login; a signed-in player is sent on.
 * - signed-out: register and forgot-password; any signed-in session is sent on.
 * - admin-login: the admin sign-in; any signed-in session is sent on.
 * - profile-setup: /create-profile, players only.
 * - player / admin: the pages inside the two layouts.
 */
export type Access = 'visitor' | 'signed-out' | 'admin-login' | 'profile-setup' | 'player' | 'admin';

export type GuardOutcome =
  | { kind: 'wait' }
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; rememberFrom?: boolean };

type Known = Exclude<SessionState, { type: 'loading' }>;

/** A player's home: the dashboard, or profile setup until the profile is complete. */
export function playerHome(session: Extract<SessionState, { type: 'user' }>): string {
  return session.isProfileUpdated ? '/dashboard' : '/create-profile';
}

export function guardRedirect(access: Access, session: SessionState): GuardOutcome {
  if (session.type === 'loading') return { kind: 'wait' };
  return decide(access, session);
}

function decide(access: Access, session: Known): GuardOutcome {
  const go = (to: string, rememberFrom = false): GuardOutcome => ({ kind: 'redirect', to, rememberFrom });
  switch (access) {
    case 'visitor':
      return session.type === 'user' ? go(playerHome(session)) : { kind: 'render' };
    case 'signed-out':
    case 'admin-login':
      if (session.type === 'user') return go(playerHome(session));
      if (session.type === 'admin') return go('/admin/dashboard');
      return { kind: 'render' };
    case 'profile-setup':
      if (session.type === 'admin') return go('/admin/dashboard');
      if (session.type === 'anonymous') return go('/');
      return session.isProfileUpdated ? go('/dashboard') : { kind: 'render' };
    case 'player':
      if (session.type === 'admin') return go('/admin/dashboard');
      if (session.type === 'anonymous') return go('/');
      return session.isProfileUpdated ? { kind: 'render' } : go('/create-profile');
    case 'admin':
      if (session.type === 'user') return go('/dashboard');
      if (session.type === 'anonymous') return go('/admin/login', true);
      return { kind: 'render' };
    default: {
      const unknown: never = access;
      throw new Error(`Unknown access ${String(unknown)}`);
    }
  }
}
