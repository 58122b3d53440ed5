import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE } from '../../fixtures.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(marketplace);
});
afterAll(() => service.close());

const customer = {
  first_name: 'Ada',
  last_name: 'Owner',
  email: 'ada@example.com',
  password: 'secret1',
  role: 'customer',
  user_type: 1,
  service_range: 0,
};

describe('POST /auth/register', () => {
  it('creates the account and answers a session', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: customer,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      email: 'ada@example.com',
      user_type: 1,
      has_bidder_profile: false,
    });
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('refuses a second account with the same email, in any case, with a 409', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...customer, email: 'ADA@example.com' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'auth.emailTaken', message: expect.any(String) });
  });

  it('answers a 400 with a translation key for a short password', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...customer, email: 'short@example.com', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'register.password_min_length',
      message: 'password: Password must be at least 6 characters',
    });
  });

  it("takes the spec's 0 for a provider's empty radius, and keeps a typed radius in the profile", async () => {
    const provider = { ...customer, role: 'supplier', user_type: 2 };
    const register = (email: string, service_range: unknown) =>
      service.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { ...provider, email, service_range },
      });
    const empty = await register('p0@example.com', 0);
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json().user.service_range).toBe(50);

    const typed = await register('p120@example.com', 120);
    expect(typed.json().user.service_range).toBe(120);
    const headers = bearer(typed.json().access_token);
    const created = await service.app.inject({
      method: 'POST',
      url: '/bidders',
      headers,
      payload: { ...BIDDER_PROFILE, bio_discription: BIDDER_PROFILE.bio_description },
    });
    expect(created.statusCode, created.body).toBe(201);
    const profile = await service.app.inject({ method: 'GET', url: '/bidders', headers });
    expect(profile.json().data.service_range).toBe(120);

    expect((await register('p201@example.com', 201)).json().code).toBe(
      'register.service_radius_max',
    );
    expect((await register('pneg@example.com', -5)).json().code).toBe(
      'register.service_radius_min',
    );
    // A number, or the form's typed digits; not what `Number()` would read as one.
    expect((await register('ptext@example.com', '80')).json().user.service_range).toBe(80);
    for (const [at, value] of [null, true, [], '8 km', 12.5].entries())
      expect((await register(`pbad${at}@example.com`, value)).statusCode, String(value)).toBe(400);
  });

  it('does not let anyone register as admin or club here', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...customer, email: 'x@example.com', user_type: 0 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'Ada@Example.com', password: 'secret1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.first_name).toBe('Ada');
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const wrong = await service.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'ada@example.com', password: 'nope' },
    });
    const unknown = await service.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'nobody@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("says which sign-in is an account's first: registering is, and the later ones are not", async () => {
    const signIn = async (email: string, password: string) => {
      const response = await service.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password },
      });
      expect(response.statusCode).toBe(200);
      return response.json().first_sign_in;
    };
    // An account made for someone (the demo data, an admin) has never signed in.
    const made = await service.createUser({ user_type: 1, email: 'first@example.com' });
    expect(await signIn(made.email, made.password)).toBe(true);
    expect(await signIn(made.email, made.password)).toBe(false);

    const registered = await service.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...customer, email: 'registered@example.com' },
    });
    expect(registered.json().first_sign_in).toBe(true);
    expect(await signIn('registered@example.com', customer.password)).toBe(false);
  });
});

describe('/auth/settings', () => {
  it('needs a token', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/auth/settings' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('errors.authRequired');
  });

  it('rejects a token signed with another key', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwidXNlcl90eXBlIjowfQ.c2lnbmF0dXJl';
    const response = await service.app.inject({
      method: 'GET',
      url: '/auth/settings',
      headers: bearer(forged),
    });
    expect(response.statusCode).toBe(401);
  });

  it('saves and reads back language and currency', async () => {
    const user = await service.createUser({ user_type: 1 });
    const saved = await service.app.inject({
      method: 'PUT',
      url: '/auth/settings',
      headers: bearer(user.token),
      payload: { language_code: 'da', currency_code: 'DKK' },
    });
    expect(saved.statusCode).toBe(200);
    const read = await service.app.inject({
      method: 'GET',
      url: '/auth/settings',
      headers: bearer(user.token),
    });
    expect(read.json()).toEqual({ data: { language_code: 'da', currency_code: 'DKK' } });
  });

  it('refuses an unknown currency with its message', async () => {
    const user = await service.createUser({ user_type: 1 });
    const response = await service.app.inject({
      method: 'PUT',
      url: '/auth/settings',
      headers: bearer(user.token),
      payload: { language_code: 'en', currency_code: 'GBP' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('settings.currency_required');
  });
});

describe('unknown routes', () => {
  it('answer 404 in the error shape', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/nope', headers: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'errors.routeNotFound' });
  });
});
