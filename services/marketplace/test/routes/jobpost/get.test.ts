import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { JobPostModel, UserModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { createBid, createJobPost } from '../../fixtures.ts';
import { createRequest } from './uploads.ts';

let service: TestService;
let owner: TestUser;
let other: TestUser;
let providerA: TestUser;
let providerB: TestUser;
let id: string;

const get = (user: TestUser, postId = id) =>
  service.app.inject({ method: 'GET', url: `/jobpost/get/${postId}`, headers: bearer(user.token) });

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  other = await service.createUser({ user_type: 1 });
  providerA = await service.createUser({
    user_type: 2,
    first_name: 'Anna',
    last_name: 'Hansen',
    subscription_active: true,
  });
  providerB = await service.createUser({
    user_type: 2,
    first_name: 'Bo',
    last_name: 'Berg',
    subscription_active: true,
  });
  await UserModel.updateOne(
    { _id: providerB.id },
    {
      $set: {
        bidder: {
          title: 'Berg Marine',
          bio_description: 'x'.repeat(60),
          contact_number: '+4512345678',
          address: 'Nyhavn',
          latitude: 55.68,
          longitude: 12.59,
        },
      },
    },
  );
  id = await createRequest(service, owner, 2);
  await createBid(id, providerA.id, 300_00);
  await createBid(id, providerB.id, 250_00);
});
afterAll(() => service.close());

describe('GET /jobpost/get/{id}', () => {
  it('shows the owner every bid, lowest first, with the bidder’s name', async () => {
    const response = await get(owner);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      id,
      boatName: 'Havfruen',
      offerCount: 2,
      job: null,
      acceptedBid: null,
      mybid: null,
    });
    expect(data.images).toHaveLength(2);
    expect(data.bids.map((b: { bidder: string; amount: number }) => [b.bidder, b.amount])).toEqual([
      ['Berg Marine', 250_00],
      ['Anna Hansen', 300_00],
    ]);
  });

  it('shows a provider an open request with only their own bid', async () => {
    const { data } = (await get(providerA)).json();
    expect(data.bids).toEqual([]);
    expect(data.mybid).toEqual({ amount: 300_00, message: '' });
    expect(data.my_bid_amount).toBe(300_00);
    expect(data.job).toBeNull();
  });

  it('hides a closed request from a provider who did not bid on it', async () => {
    const closed = await createJobPost(owner.id, { status: 'bid_accepted' });
    expect((await get(providerA, closed)).statusCode).toBe(404);
    const fresh = await service.createUser({ user_type: 2 });
    await JobPostModel.updateOne({ _id: id }, { $set: { status: 'cancelled' } });
    expect((await get(fresh)).statusCode).toBe(404);
    expect((await get(providerA)).statusCode).toBe(200);
    await JobPostModel.updateOne({ _id: id }, { $set: { status: 'bid_placed' } });
  });

  it('answers 404 to another customer, as for a request that does not exist', async () => {
    const response = await get(other);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('jobPost.notFound');
    expect((await get(owner, '0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('refuses clubs and admins, and a malformed id', async () => {
    const club = await service.createUser({ user_type: 3 });
    expect((await get(club)).statusCode).toBe(403);
    expect((await get(owner, 'not-an-id')).statusCode).toBe(400);
  });
});
