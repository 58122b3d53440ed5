import { useEffect } from 'react';

/**
 * Marks `<html data-app="running">` once the app's first page has committed (on a prerendered
 * page the island entry marks it for its islands: src/islands/start.tsx). It sits after the
 * page inside the same Suspense boundary, so it commits with the page, after the page's own
 * effects (the home page's slideshow timer) have run. The e2e and the bench wait for it.
 * The root stops being inert then (prerender.ts makes the login and register pages inert).
 */
export function AppRunning() {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
    // A page written at build for the app (login, register) waited inert for this moment.
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute('aria-disabled');
  }, []);
  return null;
}
