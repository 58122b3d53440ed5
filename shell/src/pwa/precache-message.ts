/** What a page tells the service worker once it has loaded its role's remote (sw/remote-cache.ts). */
export const PRECACHE_REMOTE = 'precache-remote';

export interface PrecacheRemote {
  type: typeof PRECACHE_REMOTE;
  /** The remote's mf-manifest.json, as remotes.json gave it. */
  manifest: string;
  /** The files the page loaded from beside it (the first screen's chunks among them). */
  loaded: string[];
}
