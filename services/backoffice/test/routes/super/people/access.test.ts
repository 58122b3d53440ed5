import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { backoffice } from '../../../../src/app.ts';

let service: TestService;
const callers: Record<string, TestUser | null> = { anonymous: null };
const someId = '64b7f0000000000000000000';

/** Every admin call this half adds, with a valid body so only the caller decides. */
const ROUTES = [
  ['GET', '/super/dashboard'],
  ['GET', '/super/list/requests'],
  ['GET', '/super/list/payments'],
  ['GET', `/super/get/user/${someId}`],
  ['PUT', `/super/update/user/${someId}`, { first_name: 'A', last_name: 'B' }],
  [
    'POST',
    '/super/create',
    { first_name: 'A', last_name: 'B', email: 'a@b.example', password: 'long-enough-pass' },
  ],
  ['GET', '/super/list/job-posts'],
  ['GET', `/super/get/job-posts/${someId}`],
  ['DELETE', `/super/delete/job-posts/${someId}`],
  ['GET', '/api/users'],
  [
    'POST',
    '/api/users',
    { name: 'A B', email: 'c@d.example', role: 'customer', status: 'active', password: 'pass1234' },
  ],
  [
    'PUT',
    `/api/users/${someId}`,
    { name: 'A', email: 'e@f.example', role: 'customer', status: 'active' },
  ],
  ['DELETE', `/api/users/${someId}`],
] as const;

beforeAll(async () => {
  service = await buildTestService(backoffice);
  callers.customer = await service.createUser({ user_type: 1 });
  callers.provider = await service.createUser({ user_type: 2 });
  callers.club = await service.createUser({ user_type: 3 });
});
afterAll(() => service.close());

describe('admin people routes refuse everyone but admins', () => {
  for (const [method, url, body] of ROUTES) {
    it(`${method} ${url}`, async () => {
      for (const [who, user] of Object.entries(callers)) {
        const response = await service.app.inject({
          method,
          url,
          headers: user ? bearer(user.token) : {},
          ...(body ? { payload: body } : {}),
        });
        expect(response.statusCode, who).toBe(user ? 403 : 401);
        expect(response.json().code, who).toBe(user ? 'errors.forbidden' : 'errors.authRequired');
      }
    });
  }
});
