import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { backoffice } from '../../../../src/app.ts';

let service: TestService;
let admin: TestUser;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  user: TestUser | null = admin,
) =>
  service.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  service = await buildTestService(backoffice);
  admin = await service.createUser({ user_type: 0 });
});
afterAll(() => service.close());

describe('/super/site-config', () => {
  let id: string;

  it('creates an entry and answers it with site_key at the top level', async () => {
    const response = await call('POST', '/super/site-config', {
      site_key: 'job_requests',
      site_value: '21',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      site_key: 'job_requests',
      site_value: '21',
      created_date: expect.any(String),
      message: 'Configuration saved successfully!',
    });
    id = response.json().id;
  });

  it('refuses a taken key with 409', async () => {
    const response = await call('POST', '/super/site-config', {
      site_key: 'job_requests',
      site_value: '5',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('siteConfig.keyTaken');
  });

  it.each([
    [{ site_key: '', site_value: '1' }],
    [{ site_key: 'x', site_value: ' ' }],
    [{ site_key: 'x' }],
  ])('requires both key and value: %o', async (payload) => {
    const response = await call('POST', '/super/site-config', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'siteConfig.validation.required' });
  });

  it('lists entries for admins and key/value pairs for everyone', async () => {
    await call('POST', '/super/site-config', { site_key: 'jobs_completed', site_value: '40' });
    const admins = await call('GET', '/super/site-config');
    expect(admins.json().data.map((e: { site_key: string }) => e.site_key)).toEqual([
      'job_requests',
      'jobs_completed',
    ]);
    const open = await call('GET', '/super/site-config/public', undefined, null);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      data: [
        { site_key: 'job_requests', site_value: '21' },
        { site_key: 'jobs_completed', site_value: '40' },
      ],
    });
  });

  it('updates the value (the spec sends only site_value) and refuses a taken key', async () => {
    const updated = await call('PUT', `/super/site-config/${id}`, { site_value: '22' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, site_key: 'job_requests', site_value: '22' });
    const clash = await call('PUT', `/super/site-config/${id}`, {
      site_key: 'jobs_completed',
      site_value: '1',
    });
    expect(clash.statusCode).toBe(409);
    expect((await call('PUT', `/super/site-config/${id}`, { site_value: '' })).statusCode).toBe(
      400,
    );
  });

  it('deletes an entry once', async () => {
    expect((await call('DELETE', `/super/site-config/${id}`)).json()).toEqual({
      message: 'Configuration deleted successfully!',
    });
    const again = await call('DELETE', `/super/site-config/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('siteConfig.notFound');
    expect((await call('PUT', `/super/site-config/${id}`, { site_value: '1' })).statusCode).toBe(
      404,
    );
  });

  it('keeps everything but the public read to admins', async () => {
    const customer = await service.createUser({ user_type: 1 });
    expect((await call('GET', '/super/site-config', undefined, customer)).statusCode).toBe(403);
    expect(
      (await call('POST', '/super/site-config', { site_key: 'a', site_value: 'b' }, customer))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/super/site-config', undefined, null)).statusCode).toBe(401);
  });
});
