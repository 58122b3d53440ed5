import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '@boatcare/server-kit/models';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { backoffice } from '../../../../src/app.ts';

/** More users than the list's old silent cap of 1,000. */
const USERS = 1_001;
const START = Date.parse('2026-01-01T00:00:00.000Z');

let service: TestService;
let admin: TestUser;

interface Page {
  items: { email: string }[];
  next: string | null;
  total: { count: number; exact: boolean };
}

const page = async (query: string) => {
  const response = await service.app.inject({
    method: 'GET',
    url: `/super/list/user?${query}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
};

beforeAll(async () => {
  service = await buildTestService(backoffice);
  admin = await service.createUser({ user_type: 0 });
  // One insert; a minute apart, so user 1 is the oldest and listed last.
  await UserModel.collection.insertMany(
    Array.from({ length: USERS }, (_, i) => ({
      first_name: 'Paged',
      last_name: `User ${i + 1}`,
      email: `paged-${i + 1}@owners.example`,
      password_hash: 'not-a-hash',
      user_type: i % 2 === 0 ? 1 : 2,
      token_version: 0,
      created_date: new Date(START + i * 60_000),
      updated_date: new Date(START + i * 60_000),
    })),
  );
}, 120_000);
afterAll(() => service.close());

describe('GET /super/list/user pages past 1,000 users', () => {
  it('says the total is 1,001 and reaches every user, the 1,001st included, once', async () => {
    const first = await page('limit=100');
    expect(first.total).toEqual({ count: USERS, exact: true });
    expect(first.items[0]?.email).toBe(`paged-${USERS}@owners.example`);
    const seen = first.items.map((user) => user.email);
    let next = first.next;
    let pages = 1;
    while (next && pages < 20) {
      const more = await page(`limit=100&after=${next}`);
      expect(more.total.count).toBe(USERS);
      seen.push(...more.items.map((user) => user.email));
      next = more.next;
      pages += 1;
    }
    expect(pages).toBe(11);
    expect(seen).toHaveLength(USERS);
    expect(new Set(seen).size).toBe(USERS);
    expect(seen.at(-1)).toBe('paged-1@owners.example');
  }, 120_000);

  it('counts within the filters', async () => {
    const providers = await page('user_type=2&limit=1');
    expect(providers.total).toEqual({ count: 500, exact: true });
    const one = await page(`email=${encodeURIComponent('paged-1001@')}`);
    expect(one).toMatchObject({ next: null, total: { count: 1, exact: true } });
  });

  it('answers 400 errors.badCursor to a cursor it did not give', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/super/list/user?after=not-a-cursor',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('errors.badCursor');
  });
});
