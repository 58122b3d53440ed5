import { randomUUID } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserType } from '@boatcare/shared-domain/core';
import { HttpError, type FastifyPluginAsyncZod, type ServiceDefinition } from '../src/index.ts';
import { defineModel } from '../src/models/index.ts';
import { bearer, buildTestService, type TestService, type TestUser } from '../src/testing/index.ts';

const ThingModel = defineModel(
  'IdempotencyTestThing',
  new Schema({ name: String, owner: String }, { collection: 'idempotency_test_things' }),
);
let failNext = false;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/things',
    {
      config: { roles: [UserType.Customer] },
      schema: {
        body: z.object({ name: z.string() }),
        response: { 201: z.object({ id: z.string(), name: z.string() }) },
      },
    },
    async (request, reply) => {
      // Slow enough for parallel retries to meet the first call still running.
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (failNext) {
        failNext = false;
        throw new HttpError(500, 'errors.internal');
      }
      const thing = await ThingModel.create({
        name: request.body.name,
        owner: request.caller?.userId,
      });
      return reply.code(201).send({ id: String(thing._id), name: request.body.name });
    },
  );
};

const definition: ServiceDefinition = { name: 'idempotency-test', description: 'test', routes };
let service: TestService;
let owner: TestUser;
beforeAll(async () => {
  service = await buildTestService(definition);
  owner = await service.createUser({ user_type: UserType.Customer });
});
afterAll(() => service.close());

const create = (user: TestUser, key: string | undefined, name = 'hull wash') =>
  service.app.inject({
    method: 'POST',
    url: '/things',
    headers: { ...bearer(user.token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { name },
  });
const countThings = (name: string) => ThingModel.countDocuments({ name });

describe('Idempotency-Key on a create call', () => {
  it('runs a call once: a retry answers the first result, and nothing is created twice', async () => {
    const key = randomUUID();
    const first = await create(owner, key, 'once');
    const retry = await create(owner, key, 'once');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await countThings('once')).toBe(1);
  });

  it('lets one of many parallel retries run; the others wait (409 with Retry-After) or replay', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(owner, key, 'parallel')),
    );
    const created = answers.filter(
      (a) => a.statusCode === 201 && !a.headers['idempotent-replayed'],
    );
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'errors.idempotencyInProgress' });
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect((await create(owner, key, 'parallel')).json()).toEqual(created[0]?.json());
    expect(await countThings('parallel')).toBe(1);
  });

  it('refuses the same key on a different body (422)', async () => {
    const key = randomUUID();
    expect((await create(owner, key, 'first body')).statusCode).toBe(201);
    const other = await create(owner, key, 'second body');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'errors.idempotencyMismatch' });
    expect(await countThings('second body')).toBe(0);
  });

  it('does not keep a failure (5xx): the retry runs again', async () => {
    const key = randomUUID();
    failNext = true;
    expect((await create(owner, key, 'after failure')).statusCode).toBe(500);
    expect((await create(owner, key, 'after failure')).statusCode).toBe(201);
    expect(await countThings('after failure')).toBe(1);
  });

  it('is per caller, and without the header every call runs', async () => {
    const key = randomUUID();
    const someone = await service.createUser({ user_type: UserType.Customer });
    expect((await create(owner, key, 'per caller')).statusCode).toBe(201);
    const theirs = await create(someone, key, 'per caller');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    await create(owner, undefined, 'no key');
    await create(owner, undefined, 'no key');
    expect(await countThings('per caller')).toBe(2);
    expect(await countThings('no key')).toBe(2);
  });

  it('refuses a malformed key (400) and stores nothing', async () => {
    const before = await mongoose.connection.db?.collection('idempotency_records').countDocuments();
    const answer = await create(owner, 'x'.repeat(201), 'bad key');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'errors.idempotencyKey' });
    expect(await countThings('bad key')).toBe(0);
    expect(await mongoose.connection.db?.collection('idempotency_records').countDocuments()).toBe(
      before,
    );
  });
});
