import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../src/app.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(marketplace);
});
afterAll(() => service.close());

it('documents every route in OpenAPI, from the routes own schemas', async () => {
  // The kit's docs routes are not marked public, so reading them takes a token.
  const user = await service.createUser({ user_type: 0 });
  const response = await service.app.inject({
    method: 'GET',
    url: '/docs/json',
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/auth/login',
      '/bidders',
      '/api/customer/dashboard',
      '/api/supplier/dashboard',
    ]),
  );
});
