import { useEffect } from 'react';

/**
 * Marks `<html data-app="running">` once the app's first page has committed (on a prerendered
 * page the island entry marks it for its islands: src/islands/start.tsx). It sits after the
 * page inside the same Suspense boundary, so it commits with the page, after the page's own
 * effects (the home page's slideshow timer) have run. The e2e and the bench wait for it.
 */
export function AppRunning() {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return null;
}
