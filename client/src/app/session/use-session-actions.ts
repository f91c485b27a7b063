import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { registerPush } from '../../lib/push/register-push.js';
import { clearStoredSession, removeAdminToken, storeAdminToken, storeUserSession } from '../../lib/session-storage.js';
import { baseApi } from '../../lib/api/base-api.js';
import { useAppDispatch, useAppSelector } from '../hooks.js';
import { useDeletePushTokenMutation, useEndSessionMutation, useSavePushTokenMutation } from './session-api.js';
import { adminSignedIn, selectSession, signedOut, userSignedIn } from './session-slice.js';

export interface UserLogin {
  token: string;
  email: string;
  isProfileUpdated: boolean;
}

/**
 * Starting and ending sessions (spec section 4): tokens go to storage and state together;
 * push registration follows a login and its failures are only logged.
 */
export function useSessionActions() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const [savePushToken] = useSavePushTokenMutation();
  const [deletePushToken] = useDeletePushTokenMutation();
  const [endSession] = useEndSessionMutation();

  /** Failures are ignored: the browser forgets the session whatever the server says. */
  const signOutRemotely = useCallback(
    async (isAdmin: boolean) => {
      await deletePushToken({ isAdmin }).unwrap().catch(() => undefined);
      await endSession({ isAdmin }).unwrap().catch(() => undefined);
    },
    [deletePushToken, endSession],
  );

  const registerDevice = useCallback(
    async (isAdmin: boolean) => {
      try {
        const fcmToken = await registerPush();
        if (fcmToken) await savePushToken({ fcmToken, isAdmin }).unwrap();
      } catch (error) {
        console.warn('Push registration failed:', error instanceof Error ? error.message : error);
      }
    },
    [savePushToken],
  );

  const startUserSession = useCallback(
    (login: UserLogin) => {
      storeUserSession(login.token, login.email, login.isProfileUpdated);
      dispatch(userSignedIn(login));
      void registerDevice(false);
    },
    [dispatch, registerDevice],
  );

  /** A password change ends every session and hands this browser a new token. */
  const renewUserSession = useCallback(
    (login: UserLogin) => {
      storeUserSession(login.token, login.email, login.isProfileUpdated);
      dispatch(userSignedIn(login));
    },
    [dispatch],
  );

  const startAdminSession = useCallback(
    (token: string) => {
      storeAdminToken(token);
      dispatch(adminSignedIn({ token }));
      void registerDevice(true);
    },
    [dispatch, registerDevice],
  );

  /** Player logout: clear the four keys, go to /. */
  const logout = useCallback(async () => {
    if (session.type === 'user' || session.type === 'admin') await signOutRemotely(session.type === 'admin');
    clearStoredSession();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    navigate('/', { replace: true });
  }, [session.type, signOutRemotely, dispatch, navigate]);

  /** Admin sidebar Logout: clears the admin token and goes to /admin/login. */
  const adminLogout = useCallback(async () => {
    await signOutRemotely(true);
    removeAdminToken();
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    navigate('/admin/login', { replace: true });
  }, [signOutRemotely, dispatch, navigate]);

  return { startUserSession, renewUserSession, startAdminSession, logout, adminLogout };
}
