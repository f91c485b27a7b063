import { describe, expect, it, jest } from '@jest/globals';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { headerOf, jsonBody, mockFetch } from '../../testing/fetch-mock.js';
import { isOffline } from '../connectivity.js';
import { baseApi } from './base-api.js';
import { adminTokenRemoved, userSessionEnded } from './base-query.js';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, { url: string; body?: unknown }>({
      query: ({ url, body }) => ({ url, method: 'POST', body }),
    }),
  }),
});

/** The API alone in a store that records what it dispatches (the app's reactions are tested in app/). */
function call(url: string, body?: unknown) {
  const dispatched: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, record),
  });
  const result = store.dispatch(probeApi.endpoints.probe.initiate({ url, body }));
  const fired = (type: string) => dispatched.some((action) => action.type === type);
  return { fired, result };
}

describe('API client (spec sections 6 and 8)', () => {
  it('carries the bearer token the path calls for and sends JSON', async () => {
    localStorage.setItem('userToken', 'U');
    localStorage.setItem('adminToken', 'A');
    const { calls } = mockFetch(() => ({ body: { err: 'N' } }));
    await call('/admin/stats', { a: 1 }).result;
    await call('/user/profile').result;
    await call('/notifications/token').result;
    expect(calls.map((c) => headerOf(c.init, 'Authorization'))).toEqual(['Bearer A', 'Bearer U', 'Bearer U']);
    expect(headerOf(calls[0]!.init, 'Content-Type')).toBe('application/json');
    expect(jsonBody(calls[0]!.init)).toEqual({ a: 1 });
  });

  it('sends no Authorization header when no token applies', async () => {
    localStorage.setItem('adminToken', 'A');
    const { calls } = mockFetch(() => ({ body: { err: 'N' } }));
    await call('/user/login').result;
    expect(headerOf(calls[0]!.init, 'Authorization')).toBeUndefined();
  });

  it('on 401 removes only the stored admin token and announces it', async () => {
    localStorage.setItem('userToken', 'U');
    localStorage.setItem('adminToken', 'A');
    localStorage.setItem('email', 'p@example.com');
    localStorage.setItem('isProfileUpdated', 'true');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 401, body: { err: 'Y', msg: 'Unauthorized' } }));
    const { fired, result } = call('/admin/stats');
    const outcome = await result;
    expect(outcome).toMatchObject({ error: { status: 401, data: { msg: 'Unauthorized' } } });
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('userToken')).toBe('U');
    expect(localStorage.getItem('email')).toBe('p@example.com');
    expect(localStorage.getItem('isProfileUpdated')).toBe('true');
    expect(fired(adminTokenRemoved.type)).toBe(true);
  });

  it("on 401 to a call that carried the player's token ends the player session", async () => {
    localStorage.setItem('userToken', 'U');
    localStorage.setItem('adminToken', 'A');
    localStorage.setItem('email', 'p@example.com');
    localStorage.setItem('isProfileUpdated', 'true');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 401, body: { err: 'Y', msg: 'Please log in to continue.' } }));
    const { fired, result } = call('/user/profile');
    expect(await result).toMatchObject({ error: { status: 401, data: { msg: 'Please log in to continue.' } } });
    for (const key of ['userToken', 'adminToken', 'email', 'isProfileUpdated']) expect(localStorage.getItem(key)).toBeNull();
    expect(fired(userSessionEnded.type)).toBe(true);
  });

  it('keeps a newer player session when an older call is answered 401', async () => {
    localStorage.setItem('userToken', 'old');
    localStorage.setItem('email', 'p@example.com');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => {
      // The player signed in again while the call was on its way.
      localStorage.setItem('userToken', 'new');
      return { status: 401, body: { err: 'Y', msg: 'Please log in to continue.' } };
    });
    const { fired, result } = call('/user/profile');
    await result;
    expect(localStorage.getItem('userToken')).toBe('new');
    expect(localStorage.getItem('email')).toBe('p@example.com');
    expect(fired(userSessionEnded.type)).toBe(false);
  });

  it('logs 403 as Access forbidden and 404 as Resource not found, and still fails the call', async () => {
    localStorage.setItem('adminToken', 'A');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch((url) => ({ status: url.endsWith('403') ? 403 : 404, body: { err: 'Y', msg: 'x' } }));
    const forbidden = await call('/x/403').result;
    const missing = await call('/x/404').result;
    expect(log).toHaveBeenCalledWith('Access forbidden');
    expect(log).toHaveBeenCalledWith('Resource not found');
    expect(forbidden).toHaveProperty('error.status', 403);
    expect(missing).toHaveProperty('error.status', 404);
    expect(localStorage.getItem('adminToken')).toBe('A');
  });

  it("treats a 200 answer with err 'Y' as a failure and a network failure as FETCH_ERROR", async () => {
    mockFetch(() => ({ body: { err: 'Y', msg: 'nope' } }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await call('/user/x').result).toHaveProperty('error.data.msg', 'nope');
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await call('/user/x').result).toHaveProperty('error.status', 'FETCH_ERROR');
  });

  it('tells the offline banner when no answer came, and when one came again (issue 14)', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await call('/user/profile').result;
    expect(isOffline()).toBe(true);
    mockFetch(() => ({ body: { err: 'N' } }));
    await call('/user/profile').result;
    expect(isOffline()).toBe(false);
  });

  it('starts no request in the task that asked for it, and none that was cancelled before it started (issue 14)', async () => {
    const { calls } = mockFetch(() => ({ body: { err: 'N' } }));
    const asked = [call('/user/news'), call('/user/profile'), call('/user/deposits')];
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(calls).toHaveLength(0);
    await Promise.all(asked.map((a) => a.result));
    expect(calls.map((c) => c.url)).toEqual(['/user/news', '/user/profile', '/user/deposits']);

    const cancelled = call('/user/withdraws');
    cancelled.result.abort();
    await cancelled.result;
    await call('/user/profile').result;
    expect(calls.map((c) => c.url)).toEqual(['/user/news', '/user/profile', '/user/deposits', '/user/profile']);
  });
});
