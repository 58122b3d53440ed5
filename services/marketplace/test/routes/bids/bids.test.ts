import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { BidModel, JobPostModel } from '@boatcare/server-kit/models';
import da from '@boatcare/shared-domain/i18n/da_translation.json' with { type: 'json' };
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE, createBid, createJobPost } from '../../fixtures.ts';

let service: TestService;
let owner: TestUser;
let subscribed: TestUser;
let unsubscribed: TestUser;
let noProfile: TestUser;
let feeUnpaid: TestUser;

const bid = (user: TestUser, payload: Record<string, unknown>) =>
  service.app.inject({ method: 'POST', url: '/bids', payload, headers: bearer(user.token) });

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  subscribed = await service.createUser({
    user_type: 2,
    gate_fee_paid: true,
    subscription_active: true,
    subscription_paid: true,
    bidder: BIDDER_PROFILE,
  });
  unsubscribed = await service.createUser({
    user_type: 2,
    gate_fee_paid: true,
    bidder: BIDDER_PROFILE,
  });
  feeUnpaid = await service.createUser({
    user_type: 2,
    subscription_active: true,
    subscription_paid: true,
    bidder: BIDDER_PROFILE,
  });
  noProfile = await service.createUser({ user_type: 2, subscription_active: true });
});
afterAll(() => service.close());

describe('POST /bids', () => {
  it('takes an offer and marks the request as having offers', async () => {
    const post = await createJobPost(owner.id);
    const response = await bid(subscribed, {
      jobPostId: post,
      bid_amount: 199_50,
      message: 'Can do Tuesday',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Bid submitted successfully',
      data: { jobPostId: post, amount: 199_50, message: 'Can do Tuesday' },
    });
    expect((await JobPostModel.findById(post).lean())?.status).toBe('bid_placed');
  });

  it('keeps one bid per provider and request: a second offer updates it', async () => {
    const post = await createJobPost(owner.id);
    const first = (await bid(subscribed, { jobPostId: post, bid_amount: 300_00 })).json();
    const second = await bid(subscribed, { jobPostId: post, bid_amount: 280_00, message: 'Lower' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ id: first.data.id, amount: 280_00 });
    const bids = await BidModel.find({ jobPost: post }).lean();
    expect(bids).toHaveLength(1);
    expect(bids[0]).toMatchObject({ amount: 280_00, message: 'Lower' });
  });

  it('refuses a provider without an active subscription with 403', async () => {
    const post = await createJobPost(owner.id);
    const response = await bid(unsubscribed, { jobPostId: post, bid_amount: 100_00 });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('bids.subscriptionRequired');
    expect(await BidModel.countDocuments({ jobPost: post })).toBe(0);
    expect((await JobPostModel.findById(post).lean())?.status).toBe('active');
  });

  it('refuses a subscribed provider whose gate fee is unpaid with 403, in words of both languages', async () => {
    const post = await createJobPost(owner.id);
    const response = await bid(feeUnpaid, { jobPostId: post, bid_amount: 100_00 });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('bids.gateFeeRequired');
    expect(response.json().message).toBe('Pay the one-time gate fee before you make offers.');
    expect(da.bids.gateFeeRequired).toBe('Betal engangsgebyret for adgang, før du giver tilbud.');
    expect(await BidModel.countDocuments({ jobPost: post })).toBe(0);
    expect((await JobPostModel.findById(post).lean())?.status).toBe('active');
  });

  it('refuses a provider without a bidder profile with 403', async () => {
    const post = await createJobPost(owner.id);
    const response = await bid(noProfile, { jobPostId: post, bid_amount: 100_00 });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('bids.profileRequired');
    expect(await BidModel.countDocuments({ jobPost: post })).toBe(0);
  });

  it('lets a bid change until one is accepted, never after', async () => {
    const post = await createJobPost(owner.id);
    expect((await bid(subscribed, { jobPostId: post, bid_amount: 300_00 })).statusCode).toBe(201);
    const other = await service.createUser({ user_type: 2 });
    const winner = await createBid(post, other.id, 250_00);
    await JobPostModel.updateOne({ _id: post }, { $set: { acceptedBid: winner } });
    const late = await bid(subscribed, { jobPostId: post, bid_amount: 200_00 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('bids.closed');
    expect((await BidModel.findOne({ jobPost: post, bidder: subscribed.id }).lean())?.amount).toBe(
      300_00,
    );
  });

  it('refuses offers on accepted or cancelled requests, and on missing ones', async () => {
    for (const status of ['bid_accepted', 'cancelled'] as const) {
      const response = await bid(subscribed, {
        jobPostId: await createJobPost(owner.id, { status }),
        bid_amount: 100_00,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('bids.closed');
    }
    expect(
      (await bid(subscribed, { jobPostId: '0123456789abcdef01234567', bid_amount: 100_00 }))
        .statusCode,
    ).toBe(404);
  });

  it('checks the amount', async () => {
    const post = await createJobPost(owner.id);
    for (const bid_amount of [0, -5, 12.5, 'abc', 1_000_000_01]) {
      const response = await bid(subscribed, { jobPostId: post, bid_amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toMatch(/^bids\.validation\./);
    }
  });

  it('is for providers only', async () => {
    const post = await createJobPost(owner.id);
    expect((await bid(owner, { jobPostId: post, bid_amount: 100_00 })).statusCode).toBe(403);
  });
});
