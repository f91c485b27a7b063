import { useEffect } from 'react';
import { hasServerClockReading, syncServerClock } from '../model/server-clock.js';

/**
 * Reads the server's time once from GET /health (`time`, and `rate` where the server sends
 * it) when the dashboard opens and no reading was taken yet, so a moved clock (CLOCK_START)
 * shows right from the first render; the live stream's `clock` events keep it current.
 * A failure leaves the browser's own clock in use.
 */
export function useServerTime(): void {
  useEffect(() => {
    if (hasServerClockReading()) return;
    const controller = new AbortController();
    const sentAt = Date.now();
    fetch('/health', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => response.json() as Promise<{ time?: unknown; rate?: unknown }>)
      .then((body) => {
        // The answer's time is taken as of half the round trip.
        if (!hasServerClockReading()) syncServerClock(body.time, body.rate, (sentAt + Date.now()) / 2);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
}
