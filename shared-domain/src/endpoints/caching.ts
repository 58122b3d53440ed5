import type { EndpointShape } from './define.ts';
import { declarations, pathPattern } from './table.ts';

/**
 * The public answers the back office and the gateway keep (docs/performance.md), read from the
 * table's flags: `cache: 'public'` reads, cleared by `invalidates: 'public'` writes.
 */

/** The declarations flagged with `flag`, each with the pattern of its path under `base`. */
function flagged(flag: 'cache' | 'invalidates', base: string) {
  return declarations
    .filter(({ endpoint }) => endpoint[flag] === 'public')
    .map(({ endpoint }) => ({ endpoint, pattern: pathPattern(endpoint.path, base) }));
}

const matches =
  (endpoints: { endpoint: EndpointShape; pattern: RegExp }[]) => (method: string, path: string) =>
    endpoints.some(({ endpoint, pattern }) => endpoint.method === method && pattern.test(path));

/**
 * Whether a request is a read the caches keep (`cache: 'public'`): a GET or HEAD of a flagged
 * path without a query string. `base`: what precedes the declared path (the gateway's `/v1`).
 */
export function cachedReads(base = ''): (method: string, url: string) => boolean {
  const isCached = matches(flagged('cache', base));
  return (method, url) => isCached('GET', url) && (method === 'GET' || method === 'HEAD');
}

/** Whether a request is a write that clears those answers when it succeeds (`invalidates`). */
export function invalidatingWrites(base = ''): (method: string, url: string) => boolean {
  const clears = matches(flagged('invalidates', base));
  return (method, url) => clears(method, url.split('?')[0] ?? '');
}

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
