import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';

const failingWith = async (error: unknown) => {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ url: '/' });
  await app.close();
  return response;
};

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('error handler: a dependency that is away', () => {
  it.each([
    ['the database cannot be selected', named('MongoServerSelectionError')],
    ['the database connection dropped', named('MongoNetworkError')],
    [
      'mongoose buffered too long',
      named('MongooseError', 'Operation `users.findOne()` buffering timed out after 10000ms'),
    ],
    [
      'the object store refused',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
  ])('answers 503 with Retry-After when %s', async (_label, error) => {
    const response = await failingWith(error);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toMatchObject({ statusCode: 503, code: 'errors.unavailable' });
  });

  it('keeps other failures a 500 with nothing leaked', async () => {
    const response = await failingWith(new Error('secret detail'));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
  });
});

describe('error handler: a method the path does not have', () => {
  const app = async () => {
    const server = Fastify({ logger: false });
    await server.register(errorHandlerPlugin);
    server.get('/things/:id', async () => ({ ok: true }));
    server.delete('/things/:id', async () => ({ ok: true }));
    return server;
  };

  it.each(['PATCH', 'TRACE', 'QUERY'])(
    'answers %s with 405, the methods it has in Allow, in the error shape',
    async (method) => {
      const server = await app();
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as { port: number };
      // A raw request: fetch refuses TRACE, and QUERY must reach the router unparsed.
      const response = await new Promise<{ status: number; allow: string; body: string }>(
        (resolve, reject) => {
          const request = httpRequest({ host: '127.0.0.1', port, method, path: '/things/7' });
          request.on('response', (answer) => {
            let text = '';
            answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
            answer.on('end', () =>
              resolve({
                status: answer.statusCode ?? 0,
                allow: String(answer.headers.allow),
                body: text,
              }),
            );
          });
          request.on('error', reject);
          request.end();
        },
      );
      await server.close();
      expect(response.status).toBe(405);
      expect(response.allow).toBe('DELETE, GET, HEAD');
      expect(JSON.parse(response.body)).toMatchObject({ statusCode: 405, code: 'errors.http405' });
    },
  );

  it('gives a literal path only its own methods, not those of a parameter path it also matches', async () => {
    const server = await app();
    server.get('/things/search', async () => []);
    server.get('/things/:id/pdf', async () => ({ ok: true }));
    server.delete('/things/:id/:part', async () => ({ ok: true }));
    // The router would hand these to DELETE and PUT /things/:id with the id "search".
    for (const method of ['DELETE', 'PUT', 'OPTIONS'] as const) {
      const response = await server.inject({ method, url: '/things/search' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    expect((await server.inject({ method: 'DELETE', url: '/things/7' })).statusCode).toBe(200);
    // The more literal of two parameter paths: /things/:id/pdf over /things/:id/:part.
    const pdf = await server.inject({ method: 'DELETE', url: '/things/7/pdf' });
    expect(pdf.statusCode).toBe(405);
    expect(pdf.headers.allow).toBe('GET, HEAD');
    await server.close();
  });

  it('keeps 404 for a path no route has', async () => {
    const server = await app();
    const response = await server.inject({ method: 'PATCH', url: '/nothing/7' });
    await server.close();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'errors.routeNotFound' });
  });
});
