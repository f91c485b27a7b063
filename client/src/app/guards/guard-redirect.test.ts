import { describe, expect, it } from '@jest/globals';
import type { SessionState } from '../session/session-slice.js';
import { guardRedirect, type Access } from './guard-redirect.js';

const anonymous: SessionState = { type: 'anonymous' };
const incomplete: SessionState = { type: 'user', token: 'u', email: 'p@x.io', isProfileUpdated: false };
const player: SessionState = { type: 'user', token: 'u', email: 'p@x.io', isProfileUpdated: true };
const admin: SessionState = { type: 'admin', token: 'a' };

const render = { kind: 'render' };
const to = (path: string, rememberFrom = false) => ({ kind: 'redirect', to: path, rememberFrom });

// Route table of spec section 2, one row per access kind, one column per session state.
const table: [Access, [SessionState, object][]][] = [
  ['visitor', [[anonymous, render], [incomplete, to('/create-profile')], [player, to('/dashboard')], [admin, render]]],
  ['signed-out', [[anonymous, render], [incomplete, to('/create-profile')], [player, to('/dashboard')], [admin, to('/admin/dashboard')]]],
  ['admin-login', [[anonymous, render], [incomplete, to('/create-profile')], [player, to('/dashboard')], [admin, to('/admin/dashboard')]]],
  ['profile-setup', [[anonymous, to('/')], [incomplete, render], [player, to('/dashboard')], [admin, to('/admin/dashboard')]]],
  ['player', [[anonymous, to('/')], [incomplete, to('/create-profile')], [player, render], [admin, to('/admin/dashboard')]]],
  ['admin', [[anonymous, to('/admin/login', true)], [incomplete, to('/dashboard')], [player, to('/dashboard')], [admin, render]]],
];

describe('guardRedirect', () => {
  it.each(table)('%s routes send each session where the route table says', (access, rows) => {
    for (const [session, expected] of rows) expect(guardRedirect(access, session)).toEqual(expected);
  });

  it('waits while the session is loading, whatever the route', () => {
    for (const [access] of table) expect(guardRedirect(access, { type: 'loading' })).toEqual({ kind: 'wait' });
  });
});
