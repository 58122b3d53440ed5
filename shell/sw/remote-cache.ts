/**
 * The signed-in role's remote, kept by the service worker (issue 28). A page that loaded its
 * role's remote names the remote's manifest and the files it fetched from beside it
 * (`precacheRemote`); the worker keeps the remote's entry, its exposed modules and those files,
 * and then every other file the manifest names as a page first asks for it. Kept files are
 * answered from Cache Storage before the network: their names carry a content hash, or (the
 * entry) change only with the manifest.
 *
 * A page always reads /remotes.json and the manifest from the network, so a new version (a
 * promotion, a rollback) is used on the next load: another manifest URL names other files (the
 * older set is dropped once the new one is kept), and a manifest whose content changed at the
 * kept URL drops the kept set before the page asks for its entry.
 */
declare const self: ServiceWorkerGlobalScope;

/** One cache per kept version: a new version's set replaces the older one whole. */
const PREFIX = 'boatcare-remote:';
const MANIFEST = 'mf-manifest.json';

/** The part of Module Federation's manifest that names the files (mf-manifest.json). */
interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: Assets }[];
  shared?: { assets?: Assets }[];
}

/** The kept version: its cache, its manifest's URL and the files that manifest names. */
interface Kept {
  cache: string;
  manifest: string;
  named: Set<string>;
}
const NOTHING: Kept = { cache: '', manifest: '', named: new Set() };
/** In this worker's memory; null until read back after the worker (re)starts. */
let kept: Kept | null = null;
let reading: Promise<Kept> | null = null;

const list = (assets: Assets | undefined, kinds: ('sync' | 'async')[]) =>
  kinds.flatMap((kind) => [...(assets?.js?.[kind] ?? []), ...(assets?.css?.[kind] ?? [])]);

/** The manifest's files as URLs: those kept at once (entry, exposed modules), and all it names. */
function filesOf(manifest: Manifest, manifestUrl: string) {
  const publicPath = manifest.metaData?.publicPath;
  const base =
    !publicPath || publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? [at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`)] : [];
  const exposes = manifest.exposes ?? [];
  const first = [...entryFile, ...exposes.flatMap((e) => list(e.assets, ['sync']).map(at))];
  const all = [...exposes, ...(manifest.shared ?? [])].flatMap((e) =>
    list(e.assets, ['sync', 'async']).map(at),
  );
  return { first, named: new Set([...first, ...all]) };
}

const ownCaches = async () => (await caches.keys()).filter((name) => name.startsWith(PREFIX));

async function dropAllBut(keep: string) {
  for (const name of await ownCaches()) if (name !== keep) await caches.delete(name);
}

/** The kept version, read back from Cache Storage once per start of the worker. */
export function readKept(): Promise<Kept> {
  if (kept) return Promise.resolve(kept);
  reading ??= (async () => {
    const name = (await ownCaches()).at(-1);
    const cache = name ? await caches.open(name) : undefined;
    const manifest = (await cache?.keys())?.find((r) => r.url.endsWith(`/${MANIFEST}`));
    const response = manifest && (await cache?.match(manifest));
    kept =
      name && manifest && response
        ? {
            cache: name,
            manifest: manifest.url,
            named: filesOf((await response.json()) as Manifest, manifest.url).named,
          }
        : NOTHING;
    reading = null;
    return kept;
  })();
  return reading;
}

async function addMissing(cacheName: string, files: string[]) {
  const cache = await caches.open(cacheName);
  const missing: string[] = [];
  for (const file of files) if (!(await cache.match(file))) missing.push(file);
  await cache.addAll(missing);
}

/**
 * Keeps the remote whose manifest is `manifestUrl` (same origin only) with the files the page
 * loaded from it (those the manifest names). A new version's set is complete before the older
 * one is dropped; for the kept version, the files not kept yet are added.
 */
export function precacheRemote(manifestUrl: string, loaded: string[]): Promise<void> {
  // One at a time: two pages' (or one page's two) messages must not each start a new set.
  const run = queue.then(() => keep(manifestUrl, loaded));
  queue = run.catch(() => undefined);
  return run;
}
let queue: Promise<void> = Promise.resolve();

async function keep(manifestUrl: string, loaded: string[]): Promise<void> {
  const url = new URL(manifestUrl, self.location.origin);
  if (url.origin !== self.location.origin || !url.pathname.endsWith(`/${MANIFEST}`)) return;
  const now = await readKept();
  if (now.manifest === url.href) {
    await addMissing(
      now.cache,
      loaded.filter((file) => now.named.has(file)),
    );
    return;
  }
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) return;
  const { first, named } = filesOf((await response.clone().json()) as Manifest, url.href);
  const cache = `${PREFIX}${Date.now()}`;
  try {
    await addMissing(cache, [...new Set([...first, ...loaded.filter((file) => named.has(file))])]);
    await (await caches.open(cache)).put(url, response);
  } catch (error) {
    // Never half a version: a later page tries again.
    await caches.delete(cache);
    throw error;
  }
  kept = { cache, manifest: url.href, named };
  await dropAllBut(cache);
}

/** A kept file, else the network's answer, kept for next time. */
async function cacheFirst(request: Request, version: Kept): Promise<Response> {
  const cache = await caches.open(version.cache);
  const hit = await cache.match(request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request.url, response.clone());
  return response;
}

/** The manifest from the network; when it changed at the kept URL, the kept set goes first. */
async function freshManifest(request: Request, version: Kept): Promise<Response> {
  const response = await fetch(request).catch(() => null);
  const stored = await (await caches.open(version.cache)).match(request.url);
  if (!response) return stored ?? Response.error();
  if (stored && response.ok && (await response.clone().text()) !== (await stored.text())) {
    kept = NOTHING;
    await dropAllBut('');
  }
  return response;
}

/**
 * Answers a page's request for a file of the kept remote; every other request goes by untouched
 * (the browser's own fetch). Until the worker has read back what it keeps (it starts reading
 * as it starts) requests go by untouched too.
 */
export function answerFromRemoteCache(event: FetchEvent): void {
  if (!kept) {
    event.waitUntil(readKept());
    return;
  }
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.url === kept.manifest) event.respondWith(freshManifest(request, kept));
  else if (kept.named.has(request.url)) event.respondWith(cacheFirst(request, kept));
}
