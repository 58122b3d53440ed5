import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { RateLimitHitModel } from './models/rate-limit-hit.ts';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin passes to `child`: the limit's settings, with the route they are for. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Every this many counted hits, a process deletes the expired ones. */
const SWEEP_EVERY = 200;
let hitsSinceSweep = 0;

/**
 * A @fastify/rate-limit store in the database, so several instances of a service share every
 * limit (in-process counters give each instance its own: two instances double every limit).
 *
 * A sliding window: a hit is one inserted document, and the count is the number of the key's
 * hits less than one window old, read back after the insert (in code, at most `max + 1` of
 * them). Two hits at the same moment may both read the other's insert, so under an exact race a
 * request can be refused one hit early, never let through one hit late. Refused hits count too,
 * as with the plugin's own store. The time left (Retry-After) is until the oldest counted hit
 * leaves the window.
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private readonly namespace: string;

  constructor(_options?: FastifyRateLimitOptions, namespace = '') {
    this.namespace = namespace;
  }

  private bucketOf(key: string): string {
    return createHash('sha256').update(`${this.namespace}\n${key}`).digest('base64url');
  }

  private async state(bucket: string, timeWindow: number, max: number, now: number) {
    const hits = await RateLimitHitModel.find(
      { bucket, at: { $gt: new Date(now - timeWindow) } },
      { at: 1 },
    )
      .sort({ at: -1 })
      .limit(max + 1)
      .lean();
    const oldest = hits.at(-1)?.at.getTime();
    return { current: hits.length, ttl: oldest === undefined ? 0 : oldest + timeWindow - now };
  }

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    const now = Date.now();
    const bucket = this.bucketOf(key);
    RateLimitHitModel.create({ bucket, at: new Date(now), expires_at: new Date(now + timeWindow) })
      .then(() => this.state(bucket, timeWindow, max, now))
      .then((state) => {
        sweepNowAndThen();
        done(null, state);
      })
      .catch((error: unknown) => done(error as Error));
  }

  /** The count without counting (`createRateLimit(...)(request, { increment: false })`). */
  read(key: string, done: Done, timeWindow: number, max: number): void {
    this.state(this.bucketOf(key), timeWindow, max, Date.now())
      .then((state) => done(null, state))
      .catch((error: unknown) => done(error as Error));
  }

  /** A route's own limit (`config.rateLimit`) counts apart from every other route's. */
  child(options: ChildOptions): DatabaseRateLimitStore {
    const { method, url } = (options as unknown as RouteInfo).routeInfo ?? {};
    const route = url ? `${String(method)} ${url}` : '';
    return new DatabaseRateLimitStore(undefined, `${this.namespace}${route}`);
  }
}

function sweepNowAndThen() {
  hitsSinceSweep += 1;
  if (hitsSinceSweep < SWEEP_EVERY) return;
  hitsSinceSweep = 0;
  RateLimitHitModel.deleteMany({ expires_at: { $lt: new Date() } }).catch(() => {
    // The next sweep tries again.
  });
}
