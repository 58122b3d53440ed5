import type { PushPayload } from '@boatcare/shared-domain/schemas/push';
import { PRECACHE_REMOTE, type PrecacheRemote } from '../src/pwa/precache-message.ts';
import { answerFromRemoteCache, precacheRemote, readKept } from './remote-cache.ts';
import { routePastTheWorker } from './routes.ts';

/**
 * The site's service worker (served as /sw.js, scope /): it shows the pushes the notification
 * worker sends and opens their page on a click, and keeps the signed-in role's remote
 * (remote-cache.ts). Nothing else is cached, so pages and data are never served stale from
 * here; the gateway serves this file `no-cache`, so a new build replaces it.
 */
declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', (event) => {
  routePastTheWorker(event);
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', answerFromRemoteCache);
// What the worker keeps, read as it starts: known before the page asks for the remote's entry.
void readKept();

self.addEventListener('message', (event) => {
  const data = event.data as Partial<PrecacheRemote> | null;
  if (event.origin !== self.location.origin || data?.type !== PRECACHE_REMOTE) return;
  if (typeof data.manifest !== 'string' || !Array.isArray(data.loaded)) return;
  const loaded = data.loaded.filter((file): file is string => typeof file === 'string');
  event.waitUntil(
    precacheRemote(data.manifest, loaded).catch((error: unknown) =>
      console.warn('remote not kept', error),
    ),
  );
});

/** A pushed payload, or null when it is not one of ours. */
function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (!data || typeof data.title !== 'string' || typeof data.tag !== 'string') return null;
    return {
      title: data.title,
      body: typeof data.body === 'string' ? data.body : '',
      tag: data.tag,
      url: typeof data.url === 'string' ? data.url : '/',
    };
  } catch {
    return null;
  }
}

/** A page of this site: a URL on another origin keeps only its path. */
function sameOrigin(url: string): string {
  const parsed = new URL(url, self.location.origin);
  return `${self.location.origin}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  // The tag is the event's id: a push delivered twice replaces its own notification.
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: sameOrigin(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const url = sameOrigin(data?.url ?? '/');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return void (await open.focus());
      const ours = windows.find((client) => client.url.startsWith(self.location.origin));
      if (ours) {
        await ours.focus();
        return void (await ours.navigate(url));
      }
      await self.clients.openWindow(url);
    })(),
  );
});
