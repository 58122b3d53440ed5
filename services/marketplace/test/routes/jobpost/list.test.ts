import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { JobPostModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { createBid } from '../../fixtures.ts';
import { createRequest } from './uploads.ts';

let service: TestService;
let owner: TestUser;
let other: TestUser;
const ids: string[] = [];

const list = (user: TestUser, query = '') =>
  service.app.inject({ method: 'GET', url: `/jobpost/list${query}`, headers: bearer(user.token) });

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  other = await service.createUser({ user_type: 1 });
  const providers = await Promise.all([1, 2].map(() => service.createUser({ user_type: 2 })));
  for (const count of [1, 2, 1]) ids.push(await createRequest(service, owner, count));
  await createRequest(service, other);
  // Two offers on the first request; the third is cancelled.
  for (const provider of providers) await createBid(ids[0]!, provider.id, 150_00);
  await JobPostModel.updateOne({ _id: ids[0] }, { $set: { status: 'bid_placed' } });
  await JobPostModel.updateOne({ _id: ids[2] }, { $set: { status: 'cancelled' } });
});
afterAll(() => service.close());

describe('GET /jobpost/list', () => {
  it("answers the caller's own requests, newest first, with thumbnails and offer counts", async () => {
    const response = await list(owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const items = response.json();
    expect(items.map((item: { id: string }) => item.id)).toEqual([...ids].reverse());
    const first = items.find((item: { id: string }) => item.id === ids[0]);
    expect(first).toMatchObject({
      boatName: 'Havfruen',
      boatType: 'Sailboat',
      status: 'bid_placed',
      offerCount: 2,
      services: {
        cleaning: { service: true },
        polishing: { service: true },
        coating: { service: null },
      },
      priceRange: { min: first.estimatedPriceMin, max: first.estimatedPriceMax },
    });
    expect(first.images).toHaveLength(1);
    expect(first.images[0].url).toMatch(
      new RegExp(
        `^/v1/images/job-posts/${ids[0]}/[0-9a-f-]{36}-thumb\\.webp\\?exp=\\d+&sig=[0-9a-f]{64}$`,
      ),
    );
    expect(items.find((item: { id: string }) => item.id === ids[1]).images).toHaveLength(2);
  });

  it('filters by status', async () => {
    const cancelled = (await list(owner, '?status=cancelled')).json();
    expect(cancelled.map((item: { id: string }) => item.id)).toEqual([ids[2]]);
    expect((await list(owner, '?status=bid_accepted')).json()).toEqual([]);
    expect((await list(owner, '?status=sunk')).statusCode).toBe(400);
  });

  it('pages with page and limit', async () => {
    const second = await list(owner, '?page=2&limit=2');
    expect(second.json().map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    expect(second.headers['x-total-count']).toBe('3');
  });

  it("never shows another customer's requests", async () => {
    const items = (await list(other)).json();
    expect(items).toHaveLength(1);
    expect(ids).not.toContain(items[0].id);
  });

  it('is for customers', async () => {
    const provider = await service.createUser({ user_type: 2 });
    expect((await list(provider)).statusCode).toBe(403);
  });
});
