import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import { backoffice } from '../../../src/app.ts';

// Kept for a minute here, so only an admin write can explain a changed answer.
process.env.PUBLIC_CACHE_TTL_MS = '60000';

let service: TestService;
let admin: TestUser;
beforeAll(async () => {
  service = await buildTestService(backoffice);
  admin = await service.createUser({ user_type: 0 });
});
afterAll(() => service.close());

const read = (url: string, etag?: string) =>
  service.app.inject({
    method: 'GET',
    url,
    headers: etag ? { 'if-none-match': etag } : {},
  });

const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
  service.app.inject({ method, url, headers: bearer(admin.token), payload });

/** Reads `url`, checks the ETag and the 304 for it, and returns the answer with its tag. */
async function readWithEtag(url: string) {
  const first = await read(url);
  expect(first.statusCode).toBe(200);
  const etag = first.headers.etag;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers['cache-control']).toBe('no-cache');
  const again = await read(url, String(etag));
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  return { json: first.json(), etag: String(etag) };
}

describe('cached public reads', () => {
  it('site configuration: ETag, 304, and the admin’s new entry at once', async () => {
    const before = await readWithEtag('/super/site-config/public');
    const saved = await write('POST', '/super/site-config', {
      site_key: 'cache_probe',
      site_value: '7',
    });
    expect(saved.statusCode).toBe(201);
    const after = await read('/super/site-config/public', before.etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.etag);
    expect(after.json().data).toContainEqual({ site_key: 'cache_probe', site_value: '7' });
  });

  it('pricing: ETag, 304, and the saved configuration at once', async () => {
    const before = await readWithEtag('/pricing/config');
    const saved = await write('POST', '/api/pricing/config', {
      ...before.json,
      baseRatePerFoot: before.json.baseRatePerFoot + 1_00,
    });
    expect(saved.statusCode).toBe(200);
    const after = await read('/pricing/config', before.etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().baseRatePerFoot).toBe(before.json.baseRatePerFoot + 1_00);
  });

  it('translations: ETag, 304, and the edited file at once', async () => {
    const before = await readWithEtag('/translations/en_translation.json');
    const content = { ...en, home: { ...en.home, heroTitle: 'Cached no more' } };
    const saved = await write('PUT', '/super/put/json?file=en_translation.json', { content });
    expect(saved.statusCode).toBe(200);
    const after = await read('/translations/en_translation.json', before.etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().home.heroTitle).toBe('Cached no more');
  });

  it('a refused write leaves the cached answer as it was', async () => {
    const before = await readWithEtag('/super/site-config/public');
    const refused = await write('POST', '/super/site-config', { site_key: '' });
    expect(refused.statusCode).toBe(400);
    expect((await read('/super/site-config/public', before.etag)).statusCode).toBe(304);
  });
});
