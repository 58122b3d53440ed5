import { PRECACHE_REMOTE, type PrecacheRemote } from './precache-message.ts';

/** Where the shell's build puts the service worker (shell/sw): the site's root, scope `/`. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker once the page has loaded (it shows pushes and keeps the
 * signed-in role's remote). `updateViaCache: 'none'`: the browser always asks the server for a
 * newer one.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * Asks the service worker to keep the remote this page loaded from `manifest` with the files the
 * page fetched from beside it (the first screen's chunks), once the worker runs and the page is
 * idle, and then each file the page fetches from there later: the next cold load reads them from
 * Cache Storage (sw/remote-cache.ts).
 */
const keeping = new Set<string>();
export function keepRemote(manifest: string): void {
  if (!('serviceWorker' in navigator) || keeping.has(manifest)) return;
  keeping.add(manifest);
  const folder = new URL('.', manifest).href;
  const fromRemote = (entries: PerformanceEntryList) =>
    entries.map((entry) => entry.name).filter((name) => name.startsWith(folder));
  void navigator.serviceWorker.ready.then((registration) => {
    const send = (loaded: string[]) => {
      const message: PrecacheRemote = { type: PRECACHE_REMOTE, manifest, loaded };
      registration.active?.postMessage(message);
    };
    const start = () => {
      send(fromRemote(performance.getEntriesByType('resource')));
      new PerformanceObserver((entries) => {
        const loaded = fromRemote(entries.getEntries());
        if (loaded.length) send(loaded);
      }).observe({ type: 'resource' });
    };
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 2000);
  });
}
