import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobPostModel } from '@boatcare/server-kit/models';
import {
  bearer,
  buildTestService,
  captureQueries,
  uncoveredQueries,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { backoffice } from '../../../../src/app.ts';
import { createJobPost } from './fixtures.ts';

let service: TestService;
let admin: TestUser;
let owner: TestUser;
const posts: string[] = [];

const get = (url: string, as = admin) =>
  service.app.inject({ method: 'GET', url, headers: bearer(as.token) });

interface Page {
  items: { id: string; boatName: string; status: string }[];
  next: string | null;
}

/** Every page of a list, following `next`, limit 2. */
async function walk(url: string): Promise<Page[]> {
  const pages: Page[] = [];
  let after: string | null = null;
  do {
    const response = await get(`${url}&limit=2${after ? `&after=${after}` : ''}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    pages.push(page);
    after = page.next;
  } while (after && pages.length < 20);
  return pages;
}

beforeAll(async () => {
  service = await buildTestService(backoffice);
  admin = await service.createUser({ user_type: 0 });
  owner = await service.createUser({ user_type: 1, email: 'keyset@owners.example' });
  const other = await service.createUser({ user_type: 1, email: 'someone@else.example' });
  for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
    posts.push(await createJobPost(owner.id, name));
  }
  await createJobPost(other.id, 'Not hers');
  // Two posts made in the same millisecond: the id breaks the tie.
  const same = new Date('2026-05-01T10:00:00.000Z');
  await JobPostModel.collection.updateMany(
    { _id: { $in: [posts[1], posts[2]].map((id) => new Types.ObjectId(id)) } },
    { $set: { created_date: same } },
  );
  await JobPostModel.collection.updateOne(
    { _id: new Types.ObjectId(posts[4]) },
    { $set: { status: 'cancelled' } },
  );
});
afterAll(() => service.close());

describe('keyset paging of the admin lists', () => {
  it("job posts by the owner's email: pages of two, each post once, newest first", async () => {
    const pages = await walk('/super/list/job-posts?auctioneerEmail=keyset@owners');
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.at(-1)?.next).toBeNull();
    const names = pages.flatMap((page) => page.items.map((post) => post.boatName));
    // Five, Four and One are the newest; Three before Two at the same instant (larger id).
    expect(names).toEqual(['Five', 'Four', 'One', 'Three', 'Two']);
  });

  it('requests by status keep the filter on every page', async () => {
    const pages = await walk('/super/list/requests?status=active');
    const rows = pages.flatMap((page) => page.items);
    expect(rows.every((row) => row.status === 'active')).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.map((row) => row.id)).not.toContain(posts[4]);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(posts.slice(0, 4)));
    const cancelled = await walk('/super/list/requests?status=cancelled');
    expect(cancelled.flatMap((page) => page.items.map((row) => row.id))).toEqual([posts[4]]);
  });

  it('answers 400 to a cursor it did not give, and only to admins', async () => {
    for (const after of ['x', 'bm90IGpzb24', Buffer.from('[1.5,"a"]').toString('base64url')]) {
      const response = await get(`/super/list/job-posts?after=${after}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('errors.badCursor');
    }
    expect((await get('/super/list/job-posts', owner)).statusCode).toBe(403);
    expect((await get('/super/list/requests', owner)).statusCode).toBe(403);
    expect((await get('/super/list/payments', owner)).statusCode).toBe(403);
  });

  it('every query of the admin lists is bounded by an index', async () => {
    const second = (await get('/super/list/job-posts?limit=1')).json<Page>().next;
    const urls = [
      '/super/list/job-posts',
      `/super/list/job-posts?limit=1&after=${second}`,
      '/super/list/job-posts?auctioneerEmail=keyset',
      '/super/list/requests?status=active',
      `/super/list/requests?status=active&after=${second}`,
      '/super/list/payments',
      `/super/list/payments?state=succeeded&after=${second}`,
    ];
    for (const url of urls) {
      let statusCode = 0;
      const captured = await captureQueries(async () => {
        statusCode = (await get(url)).statusCode;
      });
      expect(statusCode).toBe(200);
      // The owner search by email is a regex on the users (no index can bound "contains").
      const paged = captured.filter((query) => !('email' in query.filter));
      expect(paged.length, url).toBeGreaterThan(0);
      expect(uncoveredQueries(paged), url).toEqual([]);
    }
  });
});
