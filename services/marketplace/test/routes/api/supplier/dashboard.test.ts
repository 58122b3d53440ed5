import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { marketplace } from '../../../../src/app.ts';
import { HARBOURS, createBid, createJob, createJobPost } from '../../../fixtures.ts';

let service: TestService;
let owner: TestUser;
let near: TestUser;
let other: TestUser;

const dashboard = (user: TestUser) =>
  service.app.inject({
    method: 'GET',
    url: '/api/supplier/dashboard',
    headers: bearer(user.token),
  });

const profileAt = (at: { latitude: number; longitude: number }) => ({
  title: 'Harbour Care',
  bio_description: 'x'.repeat(60),
  contact_number: '+4512345678',
  address: 'Nyhavn, Copenhagen',
  ...at,
});

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  // A provider in Copenhagen with a 50 km radius, and one without a profile.
  near = await service.createUser({
    user_type: 2,
    service_range: 50,
    bidder: profileAt(HARBOURS.nyhavn),
  });
  other = await service.createUser({ user_type: 2, service_range: 50 });

  // Open requests within 50 km: Tuborg Havn (5 km, bid on), Nyhavn (not bid on), Malmö (28 km, not bid on).
  await createBid(await createJobPost(owner.id, { at: HARBOURS.tuborgHavn }), near.id);
  await createBid(
    await createJobPost(owner.id, { at: HARBOURS.nyhavn, status: 'bid_placed' }),
    other.id,
  );
  await createJobPost(owner.id, { at: HARBOURS.malmo });
  // Bids that do not count towards the response rate: too far away, or no longer open.
  await createBid(await createJobPost(owner.id, { at: HARBOURS.aarhus }), near.id);
  await createBid(await createJobPost(owner.id, { status: 'cancelled' }), near.id);
  // Jobs won: two completed and paid (one with an odd amount to check rounding), one ongoing.
  const job = { auctioneer: owner.id, bidder: near.id };
  await createJob({
    ...job,
    jobPost: await createJobPost(owner.id),
    bid_amount: 200_00,
    payment_status: 'completed',
    status: 'paid_out',
    rating: 4,
  });
  await createJob({
    ...job,
    jobPost: await createJobPost(owner.id),
    bid_amount: 333,
    payment_status: 'completed',
    status: 'paid_out',
    rating: 5,
  });
  await createJob({
    ...job,
    jobPost: await createJobPost(owner.id),
    bid_amount: 100_00,
    payment_status: 'pending',
    status: 'paid',
  });
});
afterAll(() => service.close());

describe('GET /api/supplier/dashboard', () => {
  it("answers the caller's own figures, computed from their bids and jobs", async () => {
    const response = await dashboard(near);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        // 75% of 200.00 plus 75% of 3.33 (commission 0.83 rounded per job).
        totalEarnings: 150_00 + 250,
        averageRatingFromOwners: 4.5,
        // 1 of the 3 open requests within 50 km.
        responseRateToRequests: 33.3,
        completedJobs: 2,
        totalBidsPlaced: 6,
        bidsWonAccepted: 3,
        ongoingJobs: 1,
      },
    });
  });

  it("counts only the caller's records: another provider sees theirs", async () => {
    const response = await dashboard(other);
    expect(response.json().data).toEqual({
      totalEarnings: 0,
      averageRatingFromOwners: null,
      // No bidder profile yet, so no service area.
      responseRateToRequests: 0,
      completedJobs: 0,
      totalBidsPlaced: 1,
      bidsWonAccepted: 0,
      ongoingJobs: 0,
    });
  });

  it('answers a 0 response rate when no open request is within the radius', async () => {
    const far = await service.createUser({
      user_type: 2,
      service_range: 10,
      bidder: profileAt({ latitude: 57.0488, longitude: 9.9217 }),
    });
    expect((await dashboard(far)).json().data.responseRateToRequests).toBe(0);
  });

  it('is refused to a customer with 403', async () => {
    expect((await dashboard(owner)).statusCode).toBe(403);
  });

  it('needs a token', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/supplier/dashboard' });
    expect(response.statusCode).toBe(401);
  });
});
