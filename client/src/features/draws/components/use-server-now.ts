import { useEffect, useState } from 'react';
import { onServerClockChange, serverNow } from '../model/server-clock.js';

/** The server's time now, ticking every second (spec section 4) and on every new reading of the server's clock. */
export function useServerNow(): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const timer = setInterval(tick, 1000);
    const off = onServerClockChange(tick);
    return () => {
      clearInterval(timer);
      off();
    };
  }, []);
  return now;
}
