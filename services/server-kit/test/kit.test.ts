import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserType } from '@boatcare/shared-domain/core';
import {
  callerOf,
  conflict,
  type FastifyPluginAsyncZod,
  type ServiceDefinition,
} from '../src/index.ts';
import { UserModel } from '../src/models/user.ts';
import { bearer, buildTestService, type TestService, type TestUser } from '../src/testing/index.ts';

/** A service made of the kit alone, with one route per case the kit decides. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/open', { config: { public: true } }, async () => ({ open: true }));
  app.get('/me', async (request) => callerOf(request));
  app.get('/admin-only', { config: { roles: [UserType.Admin] } }, async () => ({ ok: true }));
  app.post(
    '/boats',
    {
      config: { public: true },
      schema: {
        body: z.object({
          boatName: z.string().min(1, 'createRequest.validation.boatNameRequired'),
          lengthFeet: z.number(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/taken', { config: { public: true } }, async () => {
    throw conflict('errors.emailTaken');
  });
  app.get('/crash', { config: { public: true } }, async () => {
    throw new Error('secret connection string in this message');
  });
  app.get(
    '/wrong-answer',
    { config: { public: true }, schema: { response: { 200: z.object({ id: z.string() }) } } },
    async () => ({ id: 42 }) as unknown as { id: string },
  );
};

const kit: ServiceDefinition = { name: 'kit', description: 'server kit under test', routes };

let service: TestService;
let customer: TestUser;
beforeAll(async () => {
  service = await buildTestService(kit);
  customer = await service.createUser({ user_type: UserType.Customer });
});
afterAll(() => service.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'GET', url, headers });

describe('token verification', () => {
  it('lets anyone reach a public route and no one else reach the rest without a token', async () => {
    expect((await get('/open')).statusCode).toBe(200);
    const response = await get('/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'errors.authRequired' });
  });

  it('knows the caller of a valid token', async () => {
    const response = await get('/me', bearer(customer.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: customer.id, userType: UserType.Customer });
  });

  it('refuses a token signed with another key, another algorithm or for another audience', async () => {
    const other = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: customer.id,
      user_type: UserType.Customer,
      tv: 0,
      iss: 'boatcare',
      aud: 'boatcare-api',
      iat: now,
      exp: now + 600,
    };
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = (alg: string) => `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
    const forged = `${unsigned('ES256')}.${sign('sha256', Buffer.from(unsigned('ES256')), {
      key: other.privateKey,
      dsaEncoding: 'ieee-p1363',
    }).toString('base64url')}`;
    const symmetric = `${unsigned('HS256')}.${createHmac('sha256', 'guess')
      .update(unsigned('HS256'))
      .digest('base64url')}`;
    const unsignedToken = `${unsigned('none')}.`;
    const elsewhere = service.app.jwt.sign(
      { sub: customer.id, user_type: UserType.Customer, tv: 0 },
      { aud: 'another-api' },
    );
    for (const token of [forged, symmetric, unsignedToken, elsewhere, 'not-a-token']) {
      expect((await get('/me', bearer(token))).statusCode).toBe(401);
    }
  });

  it('refuses a token of a user whose password was reset since (token version)', async () => {
    const user = await service.createUser({ user_type: UserType.Customer });
    await UserModel.updateOne({ _id: user.id }, { $inc: { token_version: 1 } });
    const response = await get('/me', bearer(user.token));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('errors.sessionExpired');
  });

  it("answers 403 to a signed-in user outside the route's roles", async () => {
    const response = await get('/admin-only', bearer(customer.token));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('errors.forbidden');
    const admin = await service.createUser({ user_type: UserType.Admin });
    expect((await get('/admin-only', bearer(admin.token))).statusCode).toBe(200);
  });
});

describe('the error shape', () => {
  it('a failed body check: 400, the first reason as the code, every reason per field', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/boats',
      payload: { boatName: '', lengthFeet: 'long' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'createRequest.validation.boatNameRequired',
    });
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'boatName',
          code: 'createRequest.validation.boatNameRequired',
        }),
        expect.objectContaining({ path: 'lengthFeet', code: 'errors.validation' }),
      ]),
    );
  });

  it('a domain error keeps its status and key', async () => {
    const response = await get('/taken');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, code: 'errors.emailTaken' });
  });

  it('a crash or an answer that fails its schema is a 500 that leaks nothing', async () => {
    for (const url of ['/crash', '/wrong-answer']) {
      const response = await get(url);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ statusCode: 500, code: 'errors.internal' });
      expect(response.body).not.toContain('secret');
    }
  });

  it('an unknown route and malformed JSON answer in the same shape', async () => {
    const missing = await get('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('errors.routeNotFound');
    const malformed = await service.app.inject({
      method: 'POST',
      url: '/boats',
      headers: { 'content-type': 'application/json' },
      payload: '{"boatName":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'errors.http400' });
  });
});
