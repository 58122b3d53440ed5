import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { marketplace } from '../../../../src/app.ts';
import { createBid, createJob, createJobPost } from '../../../fixtures.ts';

let service: TestService;
let alice: TestUser;
let bob: TestUser;
let providers: TestUser[];

const dashboard = (user: TestUser) =>
  service.app.inject({
    method: 'GET',
    url: '/api/customer/dashboard',
    headers: bearer(user.token),
  });

beforeAll(async () => {
  service = await buildTestService(marketplace);
  alice = await service.createUser({ user_type: 1 });
  bob = await service.createUser({ user_type: 1 });
  providers = await Promise.all([1, 2, 3].map(() => service.createUser({ user_type: 2 })));
  const [p1, p2, p3] = providers.map((p) => p.id) as [string, string, string];

  // Alice: two open requests with three bids between them, a cancelled one with a bid.
  const open = await createJobPost(alice.id);
  await createBid(open, p1);
  await createBid(open, p2);
  await createBid(await createJobPost(alice.id, { status: 'bid_placed' }), p3);
  await createBid(await createJobPost(alice.id, { status: 'cancelled' }), p1);
  // Alice: three completed jobs (two paid, one with a failed payment) and one ongoing.
  const job = { auctioneer: alice.id, bidder: p1, status: 'paid_out' as const };
  await createJob({
    ...job,
    jobPost: await createJobPost(alice.id),
    bid_amount: 100_00,
    payment_amount: 105_00,
    payment_status: 'completed',
    rating: 4,
  });
  await createJob({
    ...job,
    jobPost: await createJobPost(alice.id),
    bid_amount: 50_00,
    payment_amount: 50_00,
    payment_status: 'completed',
    rating: 5,
  });
  await createJob({
    ...job,
    jobPost: await createJobPost(alice.id),
    bid_amount: 10_00,
    payment_status: 'failed',
    rating: 5,
  });
  await createJob({
    ...job,
    jobPost: await createJobPost(alice.id),
    bid_amount: 200_00,
    payment_status: 'pending',
    status: 'paid',
  });

  // Bob: records of his own that must not show on Alice's dashboard, and the other way round.
  const bobs = await createJobPost(bob.id);
  await createBid(bobs, p2);
  await createJob({
    jobPost: await createJobPost(bob.id),
    auctioneer: bob.id,
    bidder: p2,
    bid_amount: 999_00,
    payment_status: 'completed',
    status: 'paid_out',
    rating: 1,
  });
});
afterAll(() => service.close());

describe('GET /api/customer/dashboard', () => {
  it("answers the caller's own figures, computed from their records", async () => {
    const response = await dashboard(alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        totalCleaningRequestsPosted: 7,
        pendingRequests: 2,
        totalSpent: 155_00,
        averageCleanerRating: 4.7,
        ongoingCleanings: 1,
        completedCleanings: 3,
        bidsReceivedOnActiveRequests: 3,
      },
    });
  });

  it("counts only the caller's records: another customer sees theirs", async () => {
    const response = await dashboard(bob);
    expect(response.json().data).toEqual({
      totalCleaningRequestsPosted: 2,
      pendingRequests: 1,
      totalSpent: 999_00,
      averageCleanerRating: 1,
      ongoingCleanings: 0,
      completedCleanings: 1,
      bidsReceivedOnActiveRequests: 1,
    });
  });

  it('answers zeros and a null rating for a new customer', async () => {
    const fresh = await service.createUser({ user_type: 1 });
    expect((await dashboard(fresh)).json().data).toEqual({
      totalCleaningRequestsPosted: 0,
      pendingRequests: 0,
      totalSpent: 0,
      averageCleanerRating: null,
      ongoingCleanings: 0,
      completedCleanings: 0,
      bidsReceivedOnActiveRequests: 0,
    });
  });

  it('is refused to a provider with 403', async () => {
    const response = await dashboard(providers[0]!);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'errors.forbidden',
      message: expect.any(String),
    });
  });

  it('needs a token', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/customer/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('errors.authRequired');
  });
});
