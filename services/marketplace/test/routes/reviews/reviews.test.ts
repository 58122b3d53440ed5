import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockOffset } from '@boatcare/server-kit';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { UserModel } from '@boatcare/server-kit/models';
import { REVIEW_EDIT_WINDOW_MS } from '@boatcare/shared-domain/lifecycle';
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE, createBid, createJob, createJobPost } from '../../fixtures.ts';
import { driveJob } from '../../social.ts';

let service: TestService;
let owner: TestUser;
let provider: TestUser;
let stranger: TestUser;

const DAY = 24 * 60 * 60 * 1000;

const put = (user: TestUser, jobId: string, payload: object) =>
  service.app.inject({
    method: 'PUT',
    url: `/reviews/job/${jobId}`,
    payload,
    headers: bearer(user.token),
  });
const get = (user: TestUser, path: string) =>
  service.app.inject({ method: 'GET', url: path, headers: bearer(user.token) });

/** A job between owner and provider, driven to `to`. */
async function jobAt(to: 'done' | 'confirmed' | 'paid_out') {
  const post = await createJobPost(owner.id, { status: 'bid_placed', boatName: 'Havørn' });
  const jobId = await createJob({
    jobPost: post,
    auctioneer: owner.id,
    bidder: provider.id,
    bid_amount: 300_00,
  });
  await driveJob(jobId, owner.id, provider.id, to);
  return { post, jobId };
}

beforeAll(async () => {
  service = await buildTestService(marketplace, { NOTIFICATIONS_INTERVAL_MS: '0' });
  owner = await service.createUser({ user_type: 1, first_name: 'Olivia' });
  provider = await service.createUser({
    user_type: 2,
    bidder: BIDDER_PROFILE,
    subscription_active: true,
  });
  stranger = await service.createUser({ user_type: 1 });
});
afterEach(() => setClockOffset(0));
afterAll(() => service.close());

describe('reviews of a job', () => {
  it('are refused before the job is confirmed', async () => {
    const { jobId } = await jobAt('done');
    const response = await put(owner, jobId, { rating: 5, text: 'Great' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('reviews.notYet');
    expect((await get(owner, `/reviews/job/${jobId}`)).json().data).toMatchObject({
      open: false,
      mine: null,
    });
  });

  it('one per side: each side writes one, a second write changes it', async () => {
    const { jobId } = await jobAt('confirmed');
    const first = await put(owner, jobId, { rating: 4, text: 'Clean hull.' });
    expect(first.statusCode).toBe(200);
    expect(first.json().created).toBe(true);
    expect(first.json().data).toMatchObject({ side: 'owner', rating: 4, text: 'Clean hull.' });
    const other = await put(provider, jobId, { rating: 5, text: 'Clear instructions.' });
    expect(other.json()).toMatchObject({ created: true });
    const again = await put(owner, jobId, { rating: 5, text: 'Even better on a second look.' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, message: 'Review updated' });

    const seen = (await get(provider, `/reviews/job/${jobId}`)).json().data;
    expect(seen).toMatchObject({
      open: true,
      mine: { side: 'provider', rating: 5, author: BIDDER_PROFILE.title },
      theirs: { side: 'owner', rating: 5, text: 'Even better on a second look.', author: 'Olivia' },
    });
    const user = await UserModel.findById(provider.id, { rating: 1 }).lean();
    expect(user?.rating?.count).toBeGreaterThanOrEqual(1);
  });

  it('two first reviews at once from one side: one is written, the other refused', async () => {
    const { jobId } = await jobAt('paid_out');
    const answers = await Promise.all([1, 2, 3].map((n) => put(owner, jobId, { rating: n })));
    const created = answers.filter((a) => a.statusCode === 200 && a.json().created === true);
    expect(created).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
  });

  it('can be changed for 14 days, not after (the controllable clock)', async () => {
    const { jobId } = await jobAt('confirmed');
    expect((await put(owner, jobId, { rating: 3 })).json().created).toBe(true);
    setClockOffset(REVIEW_EDIT_WINDOW_MS - DAY);
    expect((await put(owner, jobId, { rating: 4 })).statusCode).toBe(200);
    setClockOffset(REVIEW_EDIT_WINDOW_MS + DAY);
    const late = await put(owner, jobId, { rating: 1, text: 'changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('reviews.editWindowClosed');
    expect((await get(owner, `/reviews/job/${jobId}`)).json().data.mine).toMatchObject({
      rating: 4,
    });
  });

  it('answers 404 to someone who is not a party to the job, and checks the stars', async () => {
    const { jobId } = await jobAt('confirmed');
    expect((await put(stranger, jobId, { rating: 5 })).statusCode).toBe(404);
    expect((await get(stranger, `/reviews/job/${jobId}`)).statusCode).toBe(404);
    const bad = await put(owner, jobId, { rating: 6 });
    expect(bad.statusCode).toBe(400);
  });

  it('feed the dashboards and the cards: provider rating, cleaner rating, the owner card', async () => {
    // Fresh people, so the means are exact.
    const [savedOwner, savedProvider] = [owner, provider];
    owner = await service.createUser({ user_type: 1, first_name: 'Nora' });
    provider = await service.createUser({ user_type: 2, bidder: BIDDER_PROFILE });
    try {
      const a = await jobAt('confirmed');
      const b = await jobAt('confirmed');
      await put(owner, a.jobId, { rating: 2, text: 'Late.' });
      await put(owner, b.jobId, { rating: 5, text: 'Perfect.' });
      await put(provider, a.jobId, { rating: 4, text: 'Friendly owner.' });

      const supplier = (await get(provider, '/api/supplier/dashboard')).json().data;
      expect(supplier.averageRatingFromOwners).toBe(3.5);
      const customer = (await get(owner, '/api/customer/dashboard')).json().data;
      expect(customer.averageCleanerRating).toBe(3.5);
      expect(await UserModel.findById(provider.id, { rating: 1 }).lean()).toMatchObject({
        rating: { average: 3.5, count: 2 },
      });

      // The provider's public card in the owner's bid list on a new request.
      const post = await createJobPost(owner.id, { status: 'bid_placed' });
      await createBid(post, provider.id);
      const detail = (await get(owner, `/jobpost/get/${post}`)).json().data;
      expect(detail.bids[0].rating).toMatchObject({ average: 3.5, count: 2 });
      expect(detail.bids[0].rating.latest[0]).toMatchObject({ side: 'owner', author: 'Nora' });
      // The owner's card for a provider looking at the request.
      const seen = (await get(provider, `/jobpost/get/${post}`)).json().data;
      expect(seen.ownerRating).toMatchObject({ average: 4, count: 1 });
    } finally {
      [owner, provider] = [savedOwner, savedProvider];
    }
  });
});
