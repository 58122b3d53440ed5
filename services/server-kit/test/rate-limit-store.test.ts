import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitHitModel } from '../src/models/rate-limit-hit.ts';
import { DatabaseRateLimitStore } from '../src/rate-limit-store.ts';

/**
 * The rate limits' store on the real database (FerretDB in the harness): exact counts, shared by
 * two instances of a service, a sliding window, and one round trip per counted request.
 */

const commands: string[] = [];
beforeAll(async () => {
  await mongoose.connect(process.env.MONGO_URL ?? '', {
    dbName: `rate_limit_store_${randomUUID().slice(0, 8)}`,
    monitorCommands: true,
  });
  mongoose.connection.getClient().on('commandStarted', (event) => commands.push(event.commandName));
  await RateLimitHitModel.init();
});
afterAll(async () => {
  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
});

/** One instance's store, as @fastify/rate-limit makes it for a route. */
const instance = () =>
  new DatabaseRateLimitStore().child({
    routeInfo: { method: 'POST', url: '/things' },
  } as unknown as Parameters<DatabaseRateLimitStore['child']>[0]);

const hit = (store: DatabaseRateLimitStore, key: string, window: number, max: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(
      key,
      (error, result) =>
        error || !result ? reject(error ?? new Error('no result')) : resolve(result),
      window,
      max,
    ),
  );
const refused = (result: { current: number }, max: number) => result.current > max;

describe('the database rate-limit store', () => {
  it('lets max requests through in a window and refuses the next, until the oldest leaves it', async () => {
    const store = instance();
    const key = `ip ${randomUUID()}`;
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await hit(store, key, 60_000, 5));
    expect(results.map((result) => refused(result, 5))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    const ttl = results[5]?.ttl ?? 0;
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // Another key, and the same key on another route, count apart.
    expect(refused(await hit(store, `ip ${randomUUID()}`, 60_000, 5), 5)).toBe(false);
    const otherRoute = new DatabaseRateLimitStore().child({
      routeInfo: { method: 'PUT', url: '/things' },
    } as unknown as Parameters<DatabaseRateLimitStore['child']>[0]);
    expect(refused(await hit(otherRoute, key, 60_000, 5), 5)).toBe(false);
  });

  it('slides: a hit counts for one window after it was made, not to a fixed boundary', async () => {
    const store = instance();
    const key = `ip ${randomUUID()}`;
    const window = 3_000;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let i = 0; i < 3; i += 1) expect(refused(await hit(store, key, window, 3), 3)).toBe(false);
    await wait(1_500);
    const over = await hit(store, key, window, 3);
    expect(refused(over, 3)).toBe(true);
    expect(over.ttl).toBeLessThanOrEqual(1_500);
    // Once the first three left the window, the refused fourth (half a window younger) still
    // counts: two more pass, the third is refused.
    await wait(over.ttl + 500);
    expect(refused(await hit(store, key, window, 3), 3)).toBe(false);
    expect(refused(await hit(store, key, window, 3), 3)).toBe(false);
    expect(refused(await hit(store, key, window, 3), 3)).toBe(true);
  });

  it('counts once across two instances of a service, also for requests at the same moment', async () => {
    const first = instance();
    const second = instance();
    const key = `ip ${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => hit(i % 2 ? first : second, key, 60_000, 20)),
    );
    expect(results.filter((result) => !refused(result, 20))).toHaveLength(20);
    // Each instance then knows the count, whichever took the last hits.
    expect(refused(await hit(first, key, 60_000, 20), 20)).toBe(true);
    expect(refused(await hit(second, key, 60_000, 20), 20)).toBe(true);
  });

  it('checks a request with one round trip to the database', async () => {
    const store = instance();
    const key = `user ${randomUUID()}`;
    commands.length = 0;
    const started = Date.now();
    for (let i = 0; i < 300; i += 1) await hit(store, key, 60_000, 250);
    const elapsed = Date.now() - started;
    const reads = commands.filter((name) => name === 'find').length;
    const inserts = commands.filter((name) => name === 'insert').length;
    // One read to go on from the bucket's last number, then one insert per request (the 50
    // over the limit find their earlier hit in memory). The previous store inserted and read
    // up to max + 1 hits back on every request: 300 took 23 s.
    expect({ reads, inserts }).toEqual({ reads: 1, inserts: 300 });
    console.log(`300 counted requests: ${reads + inserts} queries in ${elapsed} ms`);
  });
});
