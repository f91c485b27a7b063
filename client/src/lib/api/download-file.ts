import { libText } from '../lib.strings.js';
import { readTokens } from '../session-storage.js';
import { sameSitePath } from './fetch-file.js';
import { authorizationHeader } from './token-rules.js';

/**
 * Saves what a same-site API path answers (a CSV export) as a file. A plain link would go
 * without the bearer token, so the file is fetched with it, by the same token rules as
 * every call, and handed to the browser as a download named by the server (or `fallbackName`).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const url = sameSitePath(path);
  if (!url) throw new Error(libText('file.notThisSite'));
  const response = await fetch(url, { headers: authorizationHeader(url, readTokens()) });
  if (!response.ok) throw new Error(libText('download.failed', { status: String(response.status) }));
  const blob = await response.blob();
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download by now.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
