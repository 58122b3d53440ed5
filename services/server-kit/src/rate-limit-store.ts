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
/**
 * How often a request tries the next number when other instances took it meanwhile (only a
 * burst of requests from one caller to several instances at once meets another's numbers).
 */
const CLAIM_ATTEMPTS = 20;
/** A hit's number in its `_id`, zero-padded so that ids sort as the numbers do. */
const idOf = (bucket: string, n: number) => `${bucket}:${String(n).padStart(12, '0')}`;

/** What this process knows of a bucket: its next number, and when its own recent hits were. */
interface BucketState {
  next: number;
  /** This process's hits still inside the window, by number (ascending). */
  ownHits: Map<number, number>;
  /** Every hit numbered up to this one is older than the window. */
  oldUpTo: number;
  /** The window, and the last hit, for forgetting the bucket once it is quiet. */
  window: number;
  lastAt: number;
}

/** One instance of a service: the buckets its store and the store's children count into. */
class Counters {
  readonly buckets = new Map<string, BucketState>();
  private readonly starting = new Map<string, Promise<BucketState>>();
  private hitsSinceSweep = 0;

  /**
   * The bucket's state, starting after the bucket's last stored number. A bucket quiet for a
   * window is read again: its hits may have been swept, and another instance that starts it
   * anew must not number apart from this one.
   */
  state(bucket: string, window: number, now: number): Promise<BucketState> {
    const known = this.buckets.get(bucket);
    if (known && known.lastAt + known.window >= now) return Promise.resolve(known);
    if (known) this.buckets.delete(bucket);
    let starting = this.starting.get(bucket);
    if (!starting) {
      starting = lastNumber(bucket).then((last) => {
        const state = { next: last + 1, ownHits: new Map(), oldUpTo: 0, window, lastAt: now };
        this.buckets.set(bucket, state);
        this.starting.delete(bucket);
        return state;
      });
      this.starting.set(bucket, starting);
    }
    return starting;
  }

  /** Deletes the expired hits and forgets quiet buckets, every SWEEP_EVERY hits. */
  sweepNowAndThen(now: number) {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY) return;
    this.hitsSinceSweep = 0;
    for (const [bucket, state] of this.buckets)
      if (state.lastAt + state.window < now) this.buckets.delete(bucket);
    RateLimitHitModel.deleteMany({ expires_at: { $lt: new Date(now) } }).catch(() => {
      // The next sweep tries again.
    });
  }
}

async function lastNumber(bucket: string): Promise<number> {
  const last = await RateLimitHitModel.findOne({ bucket }, { n: 1 }).sort({ n: -1 }).lean();
  return last?.n ?? 0;
}

const isDuplicate = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

/**
 * A @fastify/rate-limit store in the database, so several instances of a service share every
 * limit (in-process counters give each instance its own: two instances double every limit).
 *
 * A sliding window, one round trip per counted request: each hit is inserted with the bucket's
 * next number (`n`, unique through `_id`; an instance that meets a number another one took reads
 * the last one and goes on after it), and the request is over the limit when the hit `max`
 * numbers before it is less than one window old: then this one is the `max + 1`-th in the
 * window. This process remembers when its own hits were, so it reads the database again only
 * for a hit another instance made (or once per bucket, for the number to go on from). Refused
 * hits count too, as with the plugin's own store; Retry-After is the time until that older hit
 * leaves the window. The earlier store inserted a hit and read up to `max + 1` of them back on
 * every request (300 counted requests took 23 s).
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private readonly namespace: string;
  private readonly counters: Counters;

  constructor(_options?: FastifyRateLimitOptions, namespace = '', counters = new Counters()) {
    this.namespace = namespace;
    this.counters = counters;
  }

  private bucketOf(key: string): string {
    return createHash('sha256').update(`${this.namespace}\n${key}`).digest('base64url');
  }

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    this.hit(this.bucketOf(key), timeWindow, max)
      .then((state) => done(null, state))
      .catch((error: unknown) => done(error as Error));
  }

  private async hit(bucket: string, window: number, max: number) {
    const now = Date.now();
    const n = await this.claim(bucket, window, now);
    this.counters.sweepNowAndThen(now);
    if (n <= max) return { current: n, ttl: window };
    const earlier = await this.timeOf(bucket, n - max, window, now);
    // The hit `max` numbers back left the window: fewer than max + 1 in it, this one passes.
    if (earlier === undefined || earlier <= now - window) return { current: max, ttl: window };
    return { current: max + 1, ttl: earlier + window - now };
  }

  /** Stores this request's hit under the bucket's next number, and answers that number. */
  private async claim(bucket: string, window: number, now: number): Promise<number> {
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
      const state = await this.counters.state(bucket, window, now);
      const n = state.next;
      state.next += 1;
      state.ownHits.set(n, now);
      state.lastAt = now;
      try {
        await RateLimitHitModel.create({
          _id: idOf(bucket, n),
          bucket,
          n,
          at: new Date(now),
          expires_at: new Date(now + window),
        });
        return n;
      } catch (error) {
        state.ownHits.delete(n);
        if (!isDuplicate(error)) throw error;
        // Another instance took the number: go on after its last one.
        state.next = Math.max(state.next, (await lastNumber(bucket)) + 1);
      }
    }
    throw new Error(`rate limit: no free hit number after ${CLAIM_ATTEMPTS} attempts`);
  }

  /** When hit `n` of the bucket was; undefined when it is gone (older than its window). */
  private async timeOf(bucket: string, n: number, window: number, now: number) {
    const state = this.counters.buckets.get(bucket);
    if (state) {
      // Forget this process's hits that left the window; they say the older numbers did too.
      for (const [own, at] of state.ownHits) {
        if (at > now - window) break;
        state.ownHits.delete(own);
        state.oldUpTo = Math.max(state.oldUpTo, own);
      }
      if (n <= state.oldUpTo) return undefined;
      const own = state.ownHits.get(n);
      // Later checks look further on: the hits before this one are not needed again.
      for (const earlier of state.ownHits.keys()) {
        if (earlier >= n) break;
        state.ownHits.delete(earlier);
      }
      if (own !== undefined) return own;
    }
    const hit = await RateLimitHitModel.findById(idOf(bucket, n), { at: 1 }).lean();
    return hit?.at.getTime();
  }

  /** The count without counting (`createRateLimit(...)(request, { increment: false })`). */
  read(key: string, done: Done, timeWindow: number, max: number): void {
    const now = Date.now();
    RateLimitHitModel.find({ bucket: this.bucketOf(key), at: { $gt: new Date(now - timeWindow) } })
      .select({ at: 1 })
      .sort({ at: -1 })
      .limit(max + 1)
      .lean()
      .then((hits) => {
        const oldest = hits.at(-1)?.at.getTime();
        done(null, {
          current: hits.length,
          ttl: oldest === undefined ? 0 : oldest + timeWindow - now,
        });
      })
      .catch((error: unknown) => done(error as Error));
  }

  /** A route's own limit (`config.rateLimit`) counts apart from every other route's. */
  child(options: ChildOptions): DatabaseRateLimitStore {
    const { method, url } = (options as unknown as RouteInfo).routeInfo ?? {};
    const route = url ? `${String(method)} ${url}` : '';
    return new DatabaseRateLimitStore(undefined, `${this.namespace}${route}`, this.counters);
  }
}
