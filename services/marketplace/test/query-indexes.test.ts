import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestService,
  describeListIndexes,
  indexFirstKeys,
  isCovered,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { encodeCursor } from '@boatcare/server-kit';
import { marketplace } from '../src/app.ts';
import { BIDDER_PROFILE, createBid, createJob, createJobPost } from './fixtures.ts';

/**
 * Every query the marketplace's lists and dashboards make is bounded by an index declared in
 * the models (the check: server-kit testing/query-indexes.ts).
 */
let service: TestService;
let owner: TestUser;
let provider: TestUser;
let admin: TestUser;

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  admin = await service.createUser({ user_type: 0 });
  provider = await service.createUser({
    user_type: 2,
    subscription_active: true,
    service_range: 50,
    bidder: BIDDER_PROFILE,
  });
  for (const status of ['active', 'bid_placed', 'bid_accepted'] as const) {
    const jobPost = await createJobPost(owner.id, { status });
    await createBid(jobPost, provider.id);
    if (status === 'bid_accepted') {
      await createJob({ jobPost, auctioneer: owner.id, bidder: provider.id, bid_amount: 300_00 });
    }
  }
});
afterAll(() => service.close());

describeListIndexes('indexes for the lists’ queries', () => service, [
  ['/jobpost/list', () => owner],
  ['/jobpost/list?status=active', () => owner],
  ['/jobs', () => owner],
  ['/jobs?status=ongoing&payment_status=pending', () => owner],
  ['/api/customer/dashboard', () => owner],
  ['/jobpost/nearby', () => provider],
  ['/jobpost/nearby?radius=150&boatLengthFrom=20&boatLengthTo=40', () => provider],
  ['/jobpost/nearby?radius=500&limit=50', () => provider],
  ['/jobpost/my-bids', () => provider],
  ['/jobpost/my-bids?boatLengthFrom=20&page=2&limit=1', () => provider],
  ['/jobpost/market-estimate?lengthFeet=30&latitude=55.7&longitude=12.6', () => owner],
  ['/plans/mine', () => owner],
  ['/plans/open', () => provider],
  ['/jobs/my-jobs', () => provider],
  ['/jobs/calendar?month=6&year=2030', () => provider],
  ['/api/supplier/dashboard', () => provider],
  ['/jobs/disputes', () => admin],
  ['/jobs/disputes?state=decided&limit=1', () => admin],
  [`/jobs/disputes?after=${encodeCursor(new Date(), '0'.repeat(24))}`, () => admin],
  ['/events/list', () => owner],
  [`/events/list?after=${encodeCursor(new Date(), '0'.repeat(24))}`, () => owner],
  ['/events/unread', () => owner],
]);

describe('the coverage check itself', () => {
  it('flags a filter on a field no index starts with, and an unindexed sort', () => {
    const indexes = indexFirstKeys();
    const query = (filter: Record<string, unknown>, sort: Record<string, unknown> = {}) => ({
      collection: 'jobposts',
      method: 'find',
      filter,
      sort,
    });
    expect(isCovered(query({ boatName: 'Sea Breeze' }), indexes)).toBe(false);
    expect(isCovered(query({}, { boatName: 1 }), indexes)).toBe(false);
    expect(isCovered(query({ auctioneer: 'x', boatName: 'y' }), indexes)).toBe(true);
    expect(isCovered(query({ status: { $in: ['active'] } }), indexes)).toBe(true);
  });
});
