import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { MAPS_KEY_SITE_KEY } from '@boatcare/shared-domain/schemas/site-config';
import { backoffice } from '../../../../src/app.ts';

let service: TestService;
let admin: TestUser;
const before = process.env.GOOGLE_MAPS_API_KEY;

const publicKey = async () => {
  const response = await service.app.inject({ method: 'GET', url: '/super/site-config/public' });
  expect(response.statusCode).toBe(200);
  const entries = response.json<{ data: { site_key: string; site_value: string }[] }>().data;
  return entries.filter((entry) => entry.site_key === MAPS_KEY_SITE_KEY).map((e) => e.site_value);
};

beforeAll(async () => {
  service = await buildTestService(backoffice);
  admin = await service.createUser({ user_type: 0 });
});
afterAll(async () => {
  if (before === undefined) delete process.env.GOOGLE_MAPS_API_KEY;
  else process.env.GOOGLE_MAPS_API_KEY = before;
  await service.close();
});

describe('the Google Maps key in the public site configuration', () => {
  it('is absent without GOOGLE_MAPS_API_KEY or an entry (the offline maps)', async () => {
    delete process.env.GOOGLE_MAPS_API_KEY;
    expect(await publicKey()).toEqual([]);
  });

  it('comes from GOOGLE_MAPS_API_KEY', async () => {
    process.env.GOOGLE_MAPS_API_KEY = 'from-environment';
    expect(await publicKey()).toEqual(['from-environment']);
  });

  it("an admin's entry wins over the environment, once; deleting it brings the environment's back", async () => {
    const created = await service.app.inject({
      method: 'POST',
      url: '/super/site-config',
      headers: bearer(admin.token),
      payload: { site_key: MAPS_KEY_SITE_KEY, site_value: 'from-admin' },
    });
    expect(created.statusCode).toBe(201);
    expect(await publicKey()).toEqual(['from-admin']);

    const removed = await service.app.inject({
      method: 'DELETE',
      url: `/super/site-config/${created.json<{ id: string }>().id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await publicKey()).toEqual(['from-environment']);
  });
});
