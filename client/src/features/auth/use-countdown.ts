import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds that ticks once a second and stops at 0; `restart` sets
 * it back to the full time, or to the wait the server asked for (the OTP resend rule:
 * resend only at 0, then count again).
 */
export function useCountdown(seconds: number, startAt = seconds) {
  const [left, setLeft] = useState(startAt);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback((from: number = seconds) => setLeft(from), [seconds]);
  return { left, restart };
}

/** 120 -> '02:00' */
export function formatMmSs(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
