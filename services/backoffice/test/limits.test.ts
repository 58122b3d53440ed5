import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { backoffice } from '../src/app.ts';

let service: TestService;
let token: string;
beforeAll(async () => {
  service = await buildTestService(backoffice);
  token = (await service.createUser({ user_type: 0 })).token;
});
afterAll(() => service.close());

const nested = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;

it('refuses a body nested 20,000 levels deep with a 400, and keeps the file', async () => {
  const before = await service.app.inject({ url: '/translations/en_translation.json' });
  const response = await service.app.inject({
    method: 'PUT',
    url: '/super/put/json?file=en_translation.json',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: `{"content":${nested(20_000)}}`,
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, code: 'errors.tooDeep' });
  const after = await service.app.inject({ url: '/translations/en_translation.json' });
  expect(after.body).toBe(before.body);
});

it('refuses a JSON body over the limit with a 413 in the error shape', async () => {
  const response = await service.app.inject({
    method: 'PUT',
    url: '/super/put/json?file=en_translation.json',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify({ content: { a: 'x'.repeat(6 * 1024 * 1024) } }),
  });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ statusCode: 413, code: 'errors.http413' });
});

it('answers a URL that does not decode with a 400 in the error shape', async () => {
  const response = await service.app.inject({ url: '/super/get/%E0%A4%A' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, code: 'errors.http400' });
});

// A key the body's schema does not name is dropped by validation, whatever it holds.
it('refuses a U+0000 character in the body it reads, a query or a path with a 400, and stores nothing', async () => {
  const save = (url: string, payload: Record<string, string>) =>
    service.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  for (const response of [
    await save('/api/cms/strings/x', { category: 'a\u0000' }),
    await save('/api/cms/strings/x%00', { category: 'a' }),
  ]) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'errors.nulCharacter' });
  }
  const stored = await service.app.inject({ url: '/api/cms/strings/x' });
  expect(stored.statusCode).toBe(404);
});
