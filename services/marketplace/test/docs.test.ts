import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../src/app.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(marketplace);
});
afterAll(() => service.close());

it('documents every route in OpenAPI, publicly, from the routes own schemas', async () => {
  // The kit's docs routes are not marked public, so reading them takes a token.
  const response = await service.app.inject({
    method: 'GET',
    url: '/docs/json',
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
