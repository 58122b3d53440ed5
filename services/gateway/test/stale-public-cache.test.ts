import { createHash } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatewayOverStubs, type GatewayOverStubs } from './helpers.ts';

const TTL = 5_000;
const PATH = '/v1/translations/en_translation.json';

/**
 * A back office that answers the public reads as the real one does (a strong ETag, 304 to
 * If-None-Match), counts what reaches it, and can hold its answers until the test lets go.
 */
function publicBackoffice() {
  const state = {
    body: JSON.stringify({ home: { heroTitle: 'first' } }),
    /** The public reads that reached it, with the ETag they asked with. */
    reads: [] as { url: string; ifNoneMatch?: string }[],
    /** While set, every answer waits for it. */
    held: undefined as Promise<void> | undefined,
  };
  const etag = () => `"${createHash('sha1').update(state.body).digest('base64url')}"`;
  const handler: RequestListener = (request, response) => {
    request.resume();
    request.once('end', () => {
      void (async () => {
        if (request.method !== 'GET') {
          state.body = JSON.stringify({ home: { heroTitle: 'written' } });
          response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
          return;
        }
        state.reads.push({ url: request.url ?? '', ifNoneMatch: request.headers['if-none-match'] });
        await state.held;
        const headers = { etag: etag(), 'cache-control': 'no-cache' };
        if (request.headers['if-none-match'] === etag()) {
          response.writeHead(304, headers).end();
          return;
        }
        response.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
        response.end(state.body);
      })();
    });
  };
  /** Holds the answers until the returned function is called. */
  const hold = () => {
    let release = () => {};
    state.held = new Promise<void>((resolve) => {
      release = () => {
        state.held = undefined;
        resolve();
      };
    });
    return release;
  };
  return { state, handler, hold, etag };
}

/**
 * The gateway's public cache past its TTL (src/public-cache.ts): the kept answer is sent while
 * one request asks the back office again, on the gateway's own clock (moved by the test).
 */
describe('public reads past their time in the gateway', () => {
  let platform: GatewayOverStubs;
  let backoffice: ReturnType<typeof publicBackoffice>;
  let clock: number;

  beforeEach(async () => {
    clock = Date.now();
    backoffice = publicBackoffice();
    platform = await gatewayOverStubs(
      { PUBLIC_CACHE_TTL_MS: String(TTL) },
      { backoffice: { handler: backoffice.handler } },
      { now: () => clock },
    );
  });

  afterEach(async () => {
    await platform?.close();
  });

  const read = async (path = PATH, etag?: string) => {
    const response = await fetch(`${platform.base}${path}`, {
      headers: etag ? { 'if-none-match': etag } : {},
    });
    const {
      date,
      connection,
      'keep-alive': keepAlive,
      ...headers
    } = Object.fromEntries(response.headers);
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      /** All but the connection's (a proxied answer carries the back office's). */
      headers: date && connection && keepAlive ? headers : { missing: 'date or connection' },
      text: await response.text(),
    };
  };

  const heroOf = (text: string) =>
    (JSON.parse(text) as { home: { heroTitle: string } }).home.heroTitle;

  it('sends the stale answer to everyone while exactly one request revalidates it', async () => {
    const first = await read();
    expect(heroOf(first.text)).toBe('first');
    clock += TTL;
    const release = backoffice.hold();
    const revalidating = read();
    await expect.poll(() => backoffice.state.reads.length, { timeout: 20_000 }).toBe(2);
    expect(backoffice.state.reads[1]).toEqual({
      url: '/translations/en_translation.json',
      ifNoneMatch: first.etag,
    });
    // The back office has not answered yet: these come from the gateway's memory.
    const meanwhile = await Promise.all(Array.from({ length: 20 }, () => read()));
    expect(meanwhile.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(meanwhile.map((answer) => heroOf(answer.text)))).toEqual(new Set(['first']));
    // A client holding the kept answer is told so, stale or not.
    expect((await read(PATH, first.etag ?? '')).status).toBe(304);
    expect(backoffice.state.reads).toHaveLength(2);
    release();
    const revalidated = await revalidating;
    expect(revalidated.status).toBe(200);
    expect(revalidated.text).toBe(first.text);
    expect(revalidated.headers).toEqual(meanwhile[0]?.headers);
  });

  it('a 304 from the back office renews the kept answer for another TTL', async () => {
    await read();
    clock += TTL;
    await read(); // revalidates: 304
    expect(backoffice.state.reads).toHaveLength(2);
    clock += TTL - 1;
    await read();
    expect(backoffice.state.reads).toHaveLength(2);
    clock += 1;
    await read();
    expect(backoffice.state.reads).toHaveLength(3);
  });

  it('a changed answer replaces the kept one from the request after the revalidation', async () => {
    await read();
    backoffice.state.body = JSON.stringify({ home: { heroTitle: 'changed' } });
    clock += TTL;
    const revalidated = await read();
    expect(heroOf(revalidated.text)).toBe('changed');
    const next = await read();
    expect(heroOf(next.text)).toBe('changed');
    expect(next.etag).toBe(backoffice.etag());
    expect(backoffice.state.reads).toHaveLength(2);
  });

  it('a write through the gateway clears at once, stale or fresh', async () => {
    await read();
    const written = await fetch(`${platform.base}/v1/super/put/json?file=en_translation.json`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(written.status).toBe(201);
    const after = await read();
    expect(heroOf(after.text)).toBe('written');
    expect(backoffice.state.reads).toHaveLength(2);
    expect(backoffice.state.reads[1]?.ifNoneMatch).toBeUndefined();
  });

  it('a back office that is down: the stale answer for one more TTL, then the error', async () => {
    const first = await read();
    await platform.stubs.backoffice.close();
    clock += TTL;
    for (let i = 0; i < 3; i++) {
      const stale = await read();
      expect(stale.status).toBe(200);
      expect(stale.text).toBe(first.text);
    }
    clock += TTL;
    expect((await read()).status).toBe(502);
  });

  it('a cold miss goes to the back office once, however many ask meanwhile', async () => {
    const release = backoffice.hold();
    const first = read();
    await expect.poll(() => backoffice.state.reads.length, { timeout: 20_000 }).toBe(1);
    const others = Array.from({ length: 20 }, () => read());
    // Every request is at the gateway (each on a connection of its own) before the answer.
    await expect
      .poll(
        () =>
          new Promise<number>((resolve) =>
            platform.gateway.server.getConnections((_error, count) => resolve(count)),
          ),
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(21);
    release();
    const answers = await Promise.all([first, ...others]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(21).fill(200));
    expect(backoffice.state.reads).toHaveLength(1);
  });
});
