/** How long an instance that refused a connection is skipped (it is likely restarting). */
export const SKIP_REFUSING_MS = 2_000;

export interface Balancer {
  /** The instance for the next request: round robin, skipping instances that just refused. */
  next(): string;
  /** An instance refused a connection: skip it for a moment while others answer. */
  refused(url: string): void;
}

/**
 * Round robin over a service's instances (several `*_URL`s, space separated). The instances
 * share everything through the database, so any of them may answer any request.
 */
export function roundRobin(urls: readonly string[], now = () => Date.now()): Balancer {
  if (urls.length === 0) throw new Error('a service needs at least one URL');
  const skippedUntil = new Map<string, number>();
  let turn = 0;
  return {
    next() {
      for (let tried = 0; tried < urls.length; tried += 1) {
        const url = urls[turn % urls.length] as string;
        turn = (turn + 1) % urls.length;
        if ((skippedUntil.get(url) ?? 0) <= now()) return url;
      }
      // Every instance refused a moment ago: try the next one anyway.
      const url = urls[turn % urls.length] as string;
      turn = (turn + 1) % urls.length;
      return url;
    },
    refused(url) {
      if (urls.length > 1) skippedUntil.set(url, now() + SKIP_REFUSING_MS);
    },
  };
}
