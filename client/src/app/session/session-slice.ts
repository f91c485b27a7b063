import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { adminTokenRemoved, userSessionEnded } from '../../lib/api/base-query.js';
import type { StoredSession } from '../../lib/session-storage.js';

/**
 * Session states (spec section 4): anonymous, user, admin; 'loading' until the stored
 * tokens have been read, so guards can show a spinner instead of redirecting too early.
 */
export type SessionState = { type: 'loading' } | StoredSession;

const initialState = { type: 'loading' } as SessionState;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRestored: (_state, action: PayloadAction<StoredSession>) => action.payload,
    userSignedIn: (_state, action: PayloadAction<{ token: string; email: string; isProfileUpdated: boolean }>) => ({
      type: 'user' as const,
      ...action.payload,
    }),
    adminSignedIn: (_state, action: PayloadAction<{ token: string }>) => ({ type: 'admin' as const, ...action.payload }),
    profileCompleted: (state) => {
      if (state.type === 'user') state.isProfileUpdated = true;
    },
    signedOut: () => ({ type: 'anonymous' as const }),
  },
  extraReducers: (builder) => {
    // A 401 removes the stored admin token only; an admin session cannot outlive it.
    builder.addCase(adminTokenRemoved, (state) => (state.type === 'admin' ? { type: 'anonymous' as const } : state));
    // The server refused this player's token: the guards then send the visitor to /.
    builder.addCase(userSessionEnded, (state, { payload }) =>
      state.type === 'user' && state.token === payload.token ? { type: 'anonymous' as const } : state,
    );
  },
  selectors: {
    selectSession: (state) => state,
  },
});

export const { sessionRestored, userSignedIn, adminSignedIn, profileCompleted, signedOut } = sessionSlice.actions;
export const { selectSession } = sessionSlice.selectors;
