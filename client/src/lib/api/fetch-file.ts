import { libText } from '../lib.strings.js';
import { readTokens } from '../session-storage.js';
import { authorizationHeader } from './token-rules.js';

export interface FetchedFile {
  blob: Blob;
  /** The type the server named (it checks uploads by content; the browser does not guess). */
  type: string;
}

/**
 * An uploaded file that only its owner and admins may read. An <img src> would go without
 * the bearer token, so the file is fetched with it, by the same token rules as every call.
 * Only paths of this site are fetched: a stored path is never followed elsewhere.
 */
export async function fetchProtectedFile(path: string, signal?: AbortSignal): Promise<FetchedFile> {
  const url = sameSitePath(path);
  if (!url) throw new Error(libText('file.notThisSite'));
  const response = await fetch(url, { headers: authorizationHeader(url, readTokens()), signal });
  if (!response.ok) throw new Error(libText('file.loadFailed', { status: String(response.status) }));
  const blob = await response.blob();
  return { blob, type: response.headers.get('content-type')?.split(';')[0]?.trim() || blob.type };
}

/** '/x', 'x' and 'https://this-site/x' become '/x'; other sites and odd schemes give null. */
export function sameSitePath(path: string): string | null {
  const trimmed = path.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `/${trimmed}`, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}`;
}
