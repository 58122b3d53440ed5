import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { JobModel, JobPostModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { createBid, createJobPost } from '../../fixtures.ts';

let service: TestService;
let owner: TestUser;
let other: TestUser;
let providers: TestUser[];

const accept = (user: TestUser, bidId: string) =>
  service.app.inject({
    method: 'POST',
    url: '/jobs/from-bid',
    payload: { bidId },
    headers: bearer(user.token),
  });

beforeAll(async () => {
  // Fifty accepts at once by one owner pass the payment writes' limit (write-limits.test.ts):
  // the race, not the limit, is this file's subject.
  service = await buildTestService(marketplace, { WRITE_LIMIT_FACTOR: '10' });
  owner = await service.createUser({ user_type: 1 });
  other = await service.createUser({ user_type: 1 });
  providers = await Promise.all([1, 2, 3].map(() => service.createUser({ user_type: 2 })));
});
afterAll(() => service.close());

describe('POST /jobs/from-bid', () => {
  it('makes the order from the bid with a pending payment, and closes the request', async () => {
    const post = await createJobPost(owner.id, { status: 'bid_placed' });
    const bidId = await createBid(post, providers[0]!.id, 245_00);
    const response = await accept(owner, bidId);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(await JobModel.findById(id).lean()).toMatchObject({
      bid_amount: 245_00,
      payment_amount: 245_00,
      payment_status: 'pending',
      status: 'accepted',
    });
    const saved = await JobPostModel.findById(post).lean();
    expect(saved?.status).toBe('bid_accepted');
    expect(String(saved?.acceptedBid)).toBe(bidId);

    const detail = await service.app.inject({
      method: 'GET',
      url: `/jobpost/get/${post}`,
      headers: bearer(owner.token),
    });
    expect(detail.json().data).toMatchObject({
      status: 'bid_accepted',
      acceptedBid: bidId,
      job: { id, payment_amount: 245_00, payment_status: 'pending', bid_amount: 245_00 },
    });
  });

  it('answers 404 to another customer and changes nothing', async () => {
    const post = await createJobPost(owner.id, { status: 'bid_placed' });
    const bidId = await createBid(post, providers[0]!.id);
    const response = await accept(other, bidId);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('jobs.bidNotFound');
    expect(await JobModel.countDocuments({ jobPost: post })).toBe(0);
    expect((await JobPostModel.findById(post).lean())?.status).toBe('bid_placed');
  });

  it('accepts once: a second bid on the same request is refused with 409', async () => {
    const post = await createJobPost(owner.id, { status: 'bid_placed' });
    const [a, b] = [
      await createBid(post, providers[0]!.id),
      await createBid(post, providers[1]!.id),
    ];
    expect((await accept(owner, a)).statusCode).toBe(201);
    const again = await accept(owner, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('jobs.alreadyAccepted');
  });

  it('refuses a cancelled request', async () => {
    const post = await createJobPost(owner.id, { status: 'cancelled' });
    const response = await accept(owner, await createBid(post, providers[0]!.id));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('jobs.requestClosed');
  });

  it('makes exactly one order from 50 accepts at once', async () => {
    const post = await createJobPost(owner.id, { status: 'bid_placed' });
    const bids = await Promise.all(providers.map((p, i) => createBid(post, p.id, (100 + i) * 100)));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => accept(owner, bids[i % bids.length]!)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await JobModel.countDocuments({ jobPost: post })).toBe(1);
    const order = await JobModel.findOne({ jobPost: post }).lean();
    const saved = await JobPostModel.findById(post).lean();
    expect(String(saved?.acceptedBid)).toBe(String(order?.bid));
  });

  it('is for customers only', async () => {
    const post = await createJobPost(owner.id, { status: 'bid_placed' });
    expect((await accept(providers[0]!, await createBid(post, providers[0]!.id))).statusCode).toBe(
      403,
    );
  });
});
