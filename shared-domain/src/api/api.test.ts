import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from './index.ts';

let server: Server;
let baseUrl = '';
const seen: { url?: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url, authorization: request.headers.authorization });
    response.setHeader('content-type', 'application/json');
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
});
