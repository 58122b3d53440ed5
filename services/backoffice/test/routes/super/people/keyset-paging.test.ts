import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdDayOf, DAY_MS } from '@boatcare/server-kit';
import { JobPostModel, PaymentModel } from '@boatcare/server-kit/models';
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

/** Moves rows' creation (and its day, as the models store them) to `at`. */
const createdAt = (model: typeof JobPostModel, ids: string[], at: Date) =>
  model.collection.updateMany(
    { _id: { $in: ids.map((id) => new Types.ObjectId(id)) } },
    { $set: { created_date: at, created_day: createdDayOf(at) } },
  );

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
  await createdAt(JobPostModel, [posts[1]!, posts[2]!], same);
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

describe('the admin lists read a day at a time', () => {
  // Days ago of each post: two today, then 1, 2 and 5 days ago, then none for more than a
  // week (the rest is read in one query), 13, 40 and 400 days ago.
  const DAYS_AGO = [0, 0, 1, 2, 5, 13, 40, 400];
  const dated: string[] = [];
  const at = (daysAgo: number, i: number) =>
    new Date(Date.now() - daysAgo * DAY_MS - (i + 1) * 60_000);

  beforeAll(async () => {
    const sailor = await service.createUser({ user_type: 1, email: 'days@owners.example' });
    for (const [i, daysAgo] of DAYS_AGO.entries()) {
      const id = await createJobPost(sailor.id, `Day ${daysAgo} #${i}`);
      await createdAt(JobPostModel, [id], at(daysAgo, i));
      dated.push(id);
    }
    await JobPostModel.updateOne({ _id: dated[3] }, { status: 'cancelled' });
    await JobPostModel.updateOne({ _id: dated[6] }, { status: 'cancelled' });
  });

  it('lists posts across days and gaps newest first, each once, on pages of two', async () => {
    const pages = await walk('/super/list/job-posts?auctioneerEmail=days@owners');
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 2, 2]);
    expect(pages.flatMap((page) => page.items.map((post) => post.id))).toEqual(dated);
  });

  it('keeps the newest-first order in the unfiltered list and by status', async () => {
    const all = (await walk('/super/list/job-posts?')).flatMap((page) => page.items);
    const ids = all.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => dated.includes(id))).toEqual(dated);
    const cancelled = (await walk('/super/list/requests?status=cancelled')).flatMap(
      (page) => page.items,
    );
    expect(cancelled.map((post) => post.id)).toEqual([posts[4], dated[3], dated[6]]);
  });

  it('lists payments by day, all and by state', async () => {
    const payments = DAYS_AGO.map((daysAgo, i) => {
      const created = at(daysAgo, i);
      return {
        _id: new Types.ObjectId(),
        intentId: `pi_keyset_${i}`,
        purpose: 'job',
        customer: new Types.ObjectId(owner.id),
        baseAmount: 100_00 + i,
        totalAmount: 105_00 + i,
        status: i % 2 === 0 ? 'succeeded' : 'processing',
        created_date: created,
        created_day: createdDayOf(created),
        updated_date: created,
      };
    });
    // As the payments service stores them (its model sets the day; see its own test).
    await PaymentModel.collection.insertMany(payments);
    const ids = (url: string) =>
      walk(url).then((pages) => pages.flatMap((page) => page.items.map((row) => row.id)));
    expect(await ids('/super/list/payments?')).toEqual(payments.map((p) => String(p._id)));
    expect(await ids('/super/list/payments?state=processing')).toEqual(
      payments.filter((p) => p.status === 'processing').map((p) => String(p._id)),
    );
  });
});
