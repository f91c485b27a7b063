/**
 * Public client settings served by the server (`GET /api/client-config`). Google sign-in
 * and push are switched on only when these name a Google client id or Firebase web app.
 */
export interface ClientConfig {
  googleClientId: string | null;
  firebase: Record<string, string> | null;
  vapidKey: string | null;
}

const EMPTY: ClientConfig = { googleClientId: null, firebase: null, vapidKey: null };

let cached: Promise<ClientConfig> | null = null;

export function loadClientConfig(): Promise<ClientConfig> {
  cached ??= fetchConfig();
  return cached;
}

/** Tests start from a clean cache. */
export function forgetClientConfig(): void {
  cached = null;
}

async function fetchConfig(): Promise<ClientConfig> {
  try {
    const response = await fetch('/api/client-config', { headers: { Accept: 'application/json' } });
    if (!response.ok) return EMPTY;
    const body = (await response.json()) as Partial<ClientConfig>;
    return {
      googleClientId: body.googleClientId || null,
      firebase: body.firebase && typeof body.firebase === 'object' ? body.firebase : null,
      vapidKey: body.vapidKey || null,
    };
  } catch {
    // No settings reachable: the optional integrations stay off, nothing else breaks.
    return EMPTY;
  }
}
