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

const list = (query = '', user: TestUser | null = admin) =>
  service.app.inject({
    method: 'GET',
    url: `/super/list/user${query}`,
    headers: user ? bearer(user.token) : {},
  });
const emails = async (query = '') =>
  (await list(query)).json().items.map((u: { email: string }) => u.email);

beforeAll(async () => {
  service = await buildTestService(backoffice);
  admin = await service.createUser({
    user_type: 0,
    email: 'root@boatcare.test',
    first_name: 'Root',
    last_name: 'Admin',
  });
  // Created one after the other, so "newest first" has a defined order.
  for (const [user_type, email, first_name, last_name] of [
    [1, 'ada@owners.example', 'Ada', 'Lovelace'],
    [2, 'bo@providers.example', 'Bo', 'Jensen'],
    [1, 'carl+test@owners.example', 'Carl', 'Ada-Hansen'],
    [3, 'club@clubs.example', 'Clara', 'Club'],
  ] as const) {
    await service.createUser({ user_type, email, first_name, last_name });
  }
});
afterAll(() => service.close());

describe('GET /super/list/user', () => {
  it('lists customers and providers, newest first, without a type', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0]).toEqual({
      id: expect.any(String),
      first_name: 'Carl',
      last_name: 'Ada-Hansen',
      email: 'carl+test@owners.example',
      user_type: 1,
      created_date: expect.any(String),
    });
    expect(response.json().items[0]).not.toHaveProperty('password_hash');
    expect(await emails()).toEqual([
      'carl+test@owners.example',
      'bo@providers.example',
      'ada@owners.example',
    ]);
    expect(response.json()).toMatchObject({ next: null, total: { count: 3, exact: true } });
  });

  it('filters by type; admins only when type 0 is asked', async () => {
    expect(await emails('?user_type=2')).toEqual(['bo@providers.example']);
    expect(await emails('?user_type=0')).toEqual(['root@boatcare.test']);
    expect((await list('?user_type=3')).statusCode).toBe(400);
  });

  it('filters by email contains, in any case, taking the text literally', async () => {
    expect(await emails('?email=OWNERS')).toEqual([
      'carl+test@owners.example',
      'ada@owners.example',
    ]);
    expect(await emails(`?email=${encodeURIComponent('carl+test')}`)).toEqual([
      'carl+test@owners.example',
    ]);
    expect(await emails('?email=.*')).toEqual([]);
  });

  it('filters by first or last name', async () => {
    expect(await emails('?name=ada')).toEqual(['carl+test@owners.example', 'ada@owners.example']);
    expect(await emails('?name=jensen')).toEqual(['bo@providers.example']);
    expect(await emails(`?name=${encodeURIComponent('ada lovelace')}`)).toEqual([
      'ada@owners.example',
    ]);
    expect(await emails('?name=ada&email=carl')).toEqual(['carl+test@owners.example']);
  });

  it('answers 403 to a customer and 401 without a token', async () => {
    const customer = await service.createUser({ user_type: 1 });
    const refused = await list('', customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('errors.forbidden');
    expect((await list('', null)).statusCode).toBe(401);
  });
});
