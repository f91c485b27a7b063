import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from '../../lib/api/base-api.js';
import { adminTokenRemoved, userSessionEnded } from '../../lib/api/base-query.js';
import type { SessionState } from './session-slice.js';

/**
 * When the server ends a session (a 401), what was read with it goes too: the next person
 * to sign in in this tab must not see the last one's profile or users list from the cache.
 * One middleware per store, so test stores do not share listeners.
 */
export function sessionEndedMiddleware() {
  const listener = createListenerMiddleware<{ session: SessionState }>();
  listener.startListening({
    matcher: isAnyOf(adminTokenRemoved, userSessionEnded),
    effect: (_action, api) => {
      const before = api.getOriginalState().session.type;
      if (before !== api.getState().session.type) api.dispatch(baseApi.util.resetApiState());
    },
  });
  return listener.middleware;
}
