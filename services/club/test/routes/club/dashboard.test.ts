import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import {
  BidModel,
  ClubVerifiedProviderModel,
  JobModel,
  JobPostModel,
  MembershipRequestModel,
  ClubModel,
  ReviewModel,
} from '@boatcare/server-kit/models';
import { currentSeason } from '@boatcare/shared-domain/clubs';
import { club } from '../../../src/app.ts';
import { createClub } from '../../fixtures.ts';

let service: TestService;
let harbour: TestUser & { clubId: string };

async function post(owner: string, created: Date) {
  const doc = await JobPostModel.create({
    auctioneer: owner,
    boatName: 'Private boat name',
    boatType: 'Motorboat',
    material: 'Gelcoat',
    lengthFeet: 30,
    locationType: 'In water',
    location: { address: 'Secret dock 7', latitude: 55.72, longitude: 12.58 },
    preferredDate: new Date('2030-06-01'),
  });
  await JobPostModel.collection.updateOne({ _id: doc._id }, { $set: { created_date: created } });
  return doc._id;
}

async function job(
  owner: string,
  bidder: string,
  status: 'paid' | 'paid_out',
  rating: number | null,
) {
  const jobPost = await post(owner, new Date());
  const bid = await BidModel.create({ jobPost, bidder, amount: 100_00 });
  const made = await JobModel.create({
    jobPost,
    auctioneer: owner,
    bidder,
    bid: bid._id,
    bid_amount: 100_00,
    payment_amount: 100_00,
    status,
  });
  if (rating) {
    const at = new Date();
    await ReviewModel.create({
      job: made._id,
      jobPost,
      side: 'owner',
      author: owner,
      subject: bidder,
      rating,
      created_date: at,
      updated_date: at,
    });
  }
}

beforeAll(async () => {
  service = await buildTestService(club);
  harbour = await createClub(service, { name: 'Harbour Club' });
  const member = await service.createUser({ user_type: 1, first_name: 'Private' });
  const outsider = await service.createUser({ user_type: 1 });
  const vouched = await service.createUser({ user_type: 2 });
  const other = await service.createUser({ user_type: 2 });
  await MembershipRequestModel.create({
    club: harbour.clubId,
    user: member.id,
    status: 'accepted',
  });
  await ClubVerifiedProviderModel.create({ club: harbour.clubId, provider: vouched.id });
  // the last moment of the previous season (April by default), and the first of this one
  await post(member.id, new Date(currentSeason(new Date()).startsAt.getTime() - 1000));
  await post(member.id, currentSeason(new Date()).startsAt);
  await job(member.id, vouched.id, 'paid_out', 5);
  await job(member.id, other.id, 'paid_out', 1);
  await job(outsider.id, vouched.id, 'paid_out', 4);
  await job(outsider.id, other.id, 'paid_out', 2);
  await job(member.id, vouched.id, 'paid', null);
});
afterAll(() => service.close());

describe('GET /club/dashboard activity', () => {
  it("sums the members' activity and the verified providers' rating, with no one's details", async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/club/dashboard',
      headers: bearer(harbour.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      members: 1,
      pending: 0,
      denied: 0,
      // the three jobs' requests and the one posted as the season began, not the one before
      requestsThisSeason: 4,
      seasonStart: currentSeason(new Date()).startDay,
      jobsDone: 2,
      // 5 and 4: the verified provider's rated jobs, whoever the owner
      verifiedProviderRating: 4.5,
    });
    expect(response.body).not.toContain('Private');
    expect(response.body).not.toContain('Secret');
  });

  it('counts from the club’s own season start month, and says from when', async () => {
    const now = new Date();
    // the month after this one: its 1st is still ahead, so the season began a year before it
    const later = ((now.getUTCMonth() + 1) % 12) + 1;
    await ClubModel.updateOne({ _id: harbour.clubId }, { $set: { seasonStartMonth: later } });
    try {
      const season = currentSeason(now, later);
      const counted = await JobPostModel.countDocuments({
        auctioneer: { $ne: null },
        created_date: { $gte: season.startsAt },
        boatName: 'Private boat name',
      });
      const response = await service.app.inject({
        method: 'GET',
        url: '/club/dashboard',
        headers: bearer(harbour.token),
      });
      expect(response.json().data).toMatchObject({ seasonStart: season.startDay });
      // the outsider's two requests are never counted
      expect(response.json().data.requestsThisSeason).toBe(counted - 2);
    } finally {
      await ClubModel.updateOne({ _id: harbour.clubId }, { $set: { seasonStartMonth: 4 } });
    }
  });
});
