/**
 * A remote's manifest fetched before remotes.json has named it for the person: a sign-in starts
 * the one that remotes.json names for anyone beside the person's own remotes.json instead of
 * after it (one wave of requests less, issue 28). Module Federation's fetch hook takes it when
 * the person's remotes.json names the same manifest (retry-plugin.ts); another version (a
 * rollout that put the person elsewhere) is fetched as before, and the early one is dropped.
 */
const early = new Map<string, Promise<Response>>();

/** Starts fetching the manifest at `url` (absolute), once. */
export function fetchManifestEarly(url: string) {
  if (early.has(url)) return;
  const response = fetch(url, { cache: 'no-cache' });
  // Nobody may take it: its failure is not an unhandled rejection.
  response.catch(() => undefined);
  early.set(url, response);
}

/** The early fetch of the manifest at `url`, taken once; undefined when there is none or it failed. */
export async function takeEarlyManifest(url: string): Promise<Response | undefined> {
  const response = early.get(url);
  if (!response) return undefined;
  early.delete(url);
  const answer = await response.catch(() => undefined);
  return answer?.ok ? answer : undefined;
}
