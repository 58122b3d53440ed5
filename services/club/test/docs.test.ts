import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { club } from '../src/app.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(club);
});
afterAll(() => service.close());

it('documents every route in OpenAPI, publicly, from the routes own schemas', async () => {
  const response = await service.app.inject({
    method: 'GET',
    url: '/docs/json',
  });
  expect(response.statusCode).toBe(200);
  expect(Object.keys(response.json().paths)).toEqual(
    expect.arrayContaining([
      '/club',
      '/club/register',
      '/club/search',
      '/membership-request',
      '/membership-request/user-requests',
      '/membership-request/club-requests',
      '/membership-request/{id}',
    ]),
  );
});
