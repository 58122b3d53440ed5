import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { JobModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE, createJob, createJobPost } from '../../fixtures.ts';

let service: TestService;
let owner: TestUser;
let provider: TestUser;
let rival: TestUser;

const get = (user: TestUser, url: string, query: Record<string, string> = {}) =>
  service.app.inject({ method: 'GET', url, query, headers: bearer(user.token) });

/** An order of `bidder` starting on `start`. */
async function orderOn(bidder: TestUser, start: string, boatName: string, lengthFeet = 30) {
  const jobPost = await createJobPost(owner.id, { boatName, lengthFeet, status: 'bid_placed' });
  const id = await createJob({
    jobPost,
    auctioneer: owner.id,
    bidder: bidder.id,
    bid_amount: 500_00,
  });
  await JobModel.updateOne({ _id: id }, { $set: { job_start_date: new Date(start) } });
  return id;
}

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({
    user_type: 1,
    auctioneer: { company_name: 'Harbour Owners ApS' },
  });
  const props = { user_type: 2, subscription_active: true, bidder: BIDDER_PROFILE } as const;
  provider = await service.createUser(props);
  rival = await service.createUser(props);
});
afterAll(() => service.close());

describe('GET /jobs/my-jobs', () => {
  it("answers the provider's own orders (not caught by /jobs/:id), paged", async () => {
    await orderOn(provider, '2031-03-02', 'Order one');
    await orderOn(provider, '2031-03-05', 'Order two');
    await orderOn(rival, '2031-03-05', 'Rival order');
    const response = await get(provider, '/jobs/my-jobs', { page: '1', limit: '50' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.data.map((order: { boat: { boatName: string } }) => order.boat.boatName).sort(),
    ).toEqual(['Order one', 'Order two']);
    expect(body.data[0]).toMatchObject({
      payment_amount: 500_00,
      bidder: { title: 'Test Cleaning ApS' },
    });
    const paged = (await get(provider, '/jobs/my-jobs', { limit: '1', page: '2' })).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ page: 2, limit: 1 });
    expect((await get(provider, '/jobs/my-jobs', { limit: '51' })).statusCode).toBe(400);
  });

  it('is for providers only', async () => {
    expect((await get(owner, '/jobs/my-jobs')).statusCode).toBe(403);
  });
});

describe('GET /jobs/calendar', () => {
  it("lists one month of the provider's orders, earliest first, with length, company and amount (not cancelled ones)", async () => {
    await orderOn(provider, '2032-07-20T09:00:00Z', 'Cal late', 42);
    await orderOn(provider, '2032-07-01T00:00:00Z', 'Cal first', 33);
    await orderOn(provider, '2032-08-01T00:00:00Z', 'Cal next month');
    await orderOn(provider, '2032-06-30T23:59:59Z', 'Cal last month');
    await orderOn(rival, '2032-07-10', 'Cal rival');
    const cancelled = await orderOn(provider, '2032-07-15', 'Cal cancelled');
    await JobModel.updateOne({ _id: cancelled }, { $set: { status: 'cancelled' } });
    const response = await get(provider, '/jobs/calendar', { month: '7', year: '2032' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      start: '2032-07-01T00:00:00.000Z',
      job_details: { boat_length: 33, boat_name: 'Cal first' },
      auctioneer: { company_name: 'Harbour Owners ApS' },
      payment: { amount: 500_00 },
    });
    expect(data[1].job_details.boat_name).toBe('Cal late');
  });

  it('checks the month and the role', async () => {
    expect((await get(provider, '/jobs/calendar', { month: '13', year: '2032' })).statusCode).toBe(
      400,
    );
    expect((await get(provider, '/jobs/calendar')).statusCode).toBe(400);
    expect((await get(owner, '/jobs/calendar', { month: '1', year: '2032' })).statusCode).toBe(403);
  });
});
