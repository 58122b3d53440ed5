/** Where the shell's build puts the service worker (shell/sw): the site's root, scope `/`. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker once the page has loaded (it shows pushes; it caches
 * nothing). `updateViaCache: 'none'`: the browser always asks the server for a newer one.
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
