import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted and had an idle moment (at most a second later).
 * A lazy chunk rendered only then is fetched and parsed after the page is usable, not beside its first paint,
 * which matters on a slow phone's CPU.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setPainted(true), { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    // jsdom and old Safari have no requestIdleCallback.
    const id = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(id);
  }, []);
  return painted;
}
