import { useEffect, useState } from 'react';

/** The time now, a second at a time, and a stopwatch started with the view (and on reset). */
export function useClock() {
  const [now, setNow] = useState(Date.now);
  const [start, setStart] = useState(now);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return {
    now,
    elapsed: Math.max(0, now - start),
    reset: () => {
      const at = Date.now();
      setStart(at);
      setNow(at);
    },
  };
}
