import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server (issue 14's offline state): offline when the browser
 * says so, or when, while it says online, an API call got no answer at all (or a proxy's
 * 502/504: the server is away). The API client notes every answer; while the server is out
 * of reach and something shows the state, GET /health asks again every PROBE_INTERVAL_MS,
 * and at once when the browser comes back online. Any answer from the server ends it.
 */
export const PROBE_INTERVAL_MS = 15_000;
const PROBE_URL = '/health';
const GATEWAY_FAILURES = new Set([502, 504]);

let unreachable = false;
let probe: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function isOffline(): boolean {
  return !browserOnline() || unreachable;
}

/**
 * The API client's note after a call: the answer's HTTP status, or null when none came. A
 * failure while the browser is offline tells nothing new (the browser's state shows it).
 */
export function noteServerAnswer(status: number | null): void {
  const answered = status !== null && !GATEWAY_FAILURES.has(status);
  if (!answered && !browserOnline()) return;
  if (unreachable !== !answered) {
    unreachable = !answered;
    notify();
  }
  schedule();
}

/** React: re-renders when the app goes offline or comes back. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** Tests start reachable, with no probe left waiting. */
export function forgetServerReach(): void {
  unreachable = false;
  schedule();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function schedule(): void {
  const wanted = unreachable && listeners.size > 0;
  if (wanted && probe === null) probe = setTimeout(() => void runProbe(), PROBE_INTERVAL_MS);
  if (!wanted && probe !== null) {
    clearTimeout(probe);
    probe = null;
  }
}

async function runProbe(): Promise<void> {
  if (probe !== null) clearTimeout(probe);
  probe = null;
  // Offline the probe could not answer; the 'online' event starts it again.
  if (!browserOnline()) return;
  const status = await fetch(PROBE_URL, { cache: 'no-store', headers: { Accept: 'application/json' } }).then(
    (response) => response.status,
    () => null,
  );
  noteServerAnswer(status);
}

function onOnline(): void {
  notify();
  if (unreachable) void runProbe();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', notify);
  }
  schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', notify);
    }
    schedule();
  };
}
