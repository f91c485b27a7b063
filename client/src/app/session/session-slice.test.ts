import { describe, expect, it } from '@jest/globals';
import { adminTokenRemoved } from '../../lib/api/base-query.js';
import { makeStore } from '../store.js';

describe('session state', () => {
  it('ends an admin session when a 401 removed the admin token', () => {
    const store = makeStore({ session: { type: 'admin', token: 'A' } });
    store.dispatch(adminTokenRemoved());
    expect(store.getState().session).toEqual({ type: 'anonymous' });
  });

  it('keeps a player session when only the admin token was removed', () => {
    const player = { type: 'user' as const, token: 'U', email: 'p@x.io', isProfileUpdated: true };
    const store = makeStore({ session: player });
    store.dispatch(adminTokenRemoved());
    expect(store.getState().session).toEqual(player);
  });
});
