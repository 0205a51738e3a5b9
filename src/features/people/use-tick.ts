import { useEffect, useState } from 'react';

/** Renders again every second while `ticking` (a countdown reads the clock as it renders). */
export function useTick(ticking: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
}
