import Fastify from 'fastify';
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
