import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from './index.ts';

let server: Server;
let baseUrl = '';
const seen: { url?: string; authorization?: string }[] = [];
/** What the flaky create route saw: each attempt's key and body. */
const attempts: { key?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url, authorization: request.headers.authorization });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/v1/flaky-create') {
      // The first attempt of each call meets a gateway whose service is away.
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const key = request.headers['idempotency-key'] as string | undefined;
        attempts.push({ key, body });
        const first = attempts.filter((a) => a.key === key).length === 1;
        response.statusCode = first ? 502 : 201;
        response.end(JSON.stringify(first ? { code: 'errors.serviceUnavailable' } : { ok: true }));
      });
      return;
    }
    if (request.url?.startsWith('/v1/ok')) {
      response.end(JSON.stringify({ value: 42, extra: true }));
    } else if (request.url === '/v1/denied') {
      response.statusCode = 401;
      response.end(
        JSON.stringify({
          statusCode: 401,
          error: 'Unauthorized',
          code: 'auth.invalidCredentials',
          message: 'Email or password is incorrect.',
        }),
      );
    } else {
      response.statusCode = 500;
      response.end('not json');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('createApiClient', () => {
  it('calls {base}/v1/<path> with the bearer token and parses the answer', async () => {
    const client = createApiClient({ baseUrl, getToken: () => 'token-1' });
    const answer = await client.get('ok', z.object({ value: z.number() }), { page: 2, empty: '' });
    expect(answer).toEqual({ value: 42 });
    expect(seen.at(-1)).toEqual({ url: '/v1/ok?page=2', authorization: 'Bearer token-1' });
  });

  it("turns the server's error shape into an ApiError with its code and message", async () => {
    let unauthorized = 0;
    const client = createApiClient({
      baseUrl,
      getToken: () => 't',
      onUnauthorized: () => unauthorized++,
    });
    const error = await client.send('post', 'denied', z.object({}), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'auth.invalidCredentials',
      message: 'Email or password is incorrect.',
    });
    expect(unauthorized).toBe(1);
  });

  it('gives a status-based code when the body is not the error shape', async () => {
    const client = createApiClient({ baseUrl, getToken: () => null });
    const error = await client.get('broken', z.object({})).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, code: 'errors.http500' });
  });

  it('reports an unreachable server as a network error', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null });
    const error = await client.get('ok', z.object({})).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'errors.network' });
  });

  it('sends a signed-in POST with an Idempotency-Key and retries it with the same key and body', async () => {
    attempts.length = 0;
    const client = createApiClient({ baseUrl, getToken: () => 't' });
    expect(
      await client.send('post', 'flaky-create', z.object({ ok: z.boolean() }), { a: 1 }),
    ).toEqual({
      ok: true,
    });
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(attempts[1]).toEqual(attempts[0]);
    expect(attempts[1]?.body).toBe('{"a":1}');
    // The next action has a key of its own.
    await client.send('post', 'flaky-create', z.object({}), { a: 1 });
    expect(attempts[2]?.key).not.toBe(attempts[0]?.key);
  });

  it('does not retry a POST without a key (signed out): it might run twice', async () => {
    attempts.length = 0;
    const client = createApiClient({ baseUrl, getToken: () => null });
    const error = await client.send('post', 'flaky-create', z.object({}), {}).catch((e) => e);
    expect(error).toMatchObject({ status: 502 });
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.key).toBeUndefined();
  });
});
