import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { backoffice } from '../src/app.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(backoffice);
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
      '/super/list/user',
      '/super/site-config',
      '/super/site-config/public',
      '/super/site-config/{id}',
      '/super/json/files',
      '/super/json/add-new-keys',
      '/super/get/json',
      '/super/put/json',
      '/api/cms/pages/{pageId}',
      '/translations/{file}',
      '/super/dashboard',
      '/super/list/requests',
      '/super/list/payments',
      '/super/get/user/{id}',
      '/super/update/user/{id}',
      '/super/create',
      '/super/list/job-posts',
      '/super/get/job-posts/{id}',
      '/super/put/job-posts/{id}',
      '/super/delete/job-posts/{id}',
      '/api/users',
      '/api/users/{id}',
    ]),
  );
});
