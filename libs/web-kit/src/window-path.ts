import { useEffect, useState } from 'react';

/**
 * The browser's current path, following navigations made by other remotes: each remote has its own
 * router, which only hears popstate, while single-spa announces every pushState as a routing event.
 */
export function useWindowPath(): string {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    window.addEventListener('popstate', update);
    window.addEventListener('single-spa:routing-event', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('single-spa:routing-event', update);
    };
  }, []);
  return path;
}
