import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { noteServerAnswer } from '../connectivity.js';
import { currentLanguage, LOCALES } from '../i18n/language.js';
import { clearStoredSession, readTokens, removeAdminToken } from '../session-storage.js';
import { yieldToBrowser } from '../yield-to-browser.js';
import { authorizationHeader, tokenForPath } from './token-rules.js';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | undefined>;
  /** Extra request headers (the sign-in secrets of features/auth/browser-key.ts). */
  headers?: Record<string, string>;
}

/** status is the HTTP status, or 'FETCH_ERROR' when no response came back. */
export interface ApiError {
  status: number | 'FETCH_ERROR';
  data: unknown;
}

/** Fired when a 401 removed the stored admin token, so an admin session can end. */
export const adminTokenRemoved = createAction('session/adminTokenRemoved');

/** Fired when the server refused the player's token (401): that player session is over. */
export const userSessionEnded = createAction<{ token: string }>('session/userSessionEnded');

/**
 * The one API client (spec sections 6 and 8): applies the token rules, sends JSON or
 * multipart, treats `err: 'Y'` / `success: false` as failures, and reacts to 401/403/404
 * as the error catalogue says; a 401 to a player's call also ends that player's session.
 * The error always reaches the caller.
 *
 * Each request starts in a task of its own: a page's first render starts a dozen queries
 * in one pass of React's effects, and starting them all there made one long task on a
 * phone (issue 14: total blocking time on `/dashboard`).
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (arg, api) => {
  await yieldToBrowser();
  // Cancelled before it started (the page went on): not sent at all.
  if (api.signal.aborted) return { error: { status: 'FETCH_ERROR', data: { msg: 'Cancelled' } } };
  const request = typeof arg === 'string' ? { url: arg } : arg;
  const url = withParams(request.url, request.params);
  const tokens = readTokens();
  // The server answers its messages (errors, the OTP mail) in the language shown (issue 14).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': LOCALES[currentLanguage()],
    ...request.headers,
    ...authorizationHeader(url, tokens),
  };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }

  let response: Response;
  try {
    response = await fetch(url, { method: request.method ?? 'GET', headers, body, signal: api.signal });
  } catch (cause) {
    // No answer: the app shows it is offline (a call cancelled by the page is not one).
    if (!api.signal.aborted) noteServerAnswer(null);
    return { error: { status: 'FETCH_ERROR', data: { msg: String(cause) } } };
  }
  noteServerAnswer(response.status);
  const data = await readBody(response);
  if (response.ok && !isFailureBody(data)) return { data };

  if (response.status === 401) {
    removeAdminToken();
    api.dispatch(adminTokenRemoved());
    endRefusedPlayerSession(tokenForPath(url, tokens), tokens.userToken, api.dispatch);
  } else if (response.status === 403) console.error('Access forbidden');
  else if (response.status === 404) console.error('Resource not found');
  else console.error(data);
  return { error: { status: response.status, data } };
};

/**
 * A 401 to a call that carried the player's token means the server no longer knows that
 * session (revoked by a password reset elsewhere, expired): the player is signed out
 * rather than left in the player pages with nothing working. Only if the token is still
 * the stored one: an answer to a call made before a new sign-in must not end the new
 * session.
 */
function endRefusedPlayerSession(sent: string | null, userToken: string | null, dispatch: (action: unknown) => unknown) {
  if (!sent || sent !== userToken || readTokens().userToken !== sent) return;
  clearStoredSession();
  dispatch(userSessionEnded({ token: sent }));
}

function withParams(url: string, params: ApiRequest['params']): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isFailureBody(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const body = data as { err?: unknown; success?: unknown };
  return body.err === 'Y' || body.success === false;
}
