import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import {
  BidModel,
  JobPostModel,
  LedgerEntryModel,
  ReviewModel,
  UserModel,
} from '@boatcare/server-kit/models';
import { marketplace } from '../../src/app.ts';
import { PROVIDER, createBid, createJob, createJobPost } from '../fixtures.ts';
import { createRequest } from '../routes/jobpost/uploads.ts';

let service: TestService;
let admin: TestUser;

const post = (user: TestUser, url: string, payload?: object) =>
  service.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
const login = (user: TestUser) =>
  service.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: user.email, password: user.password },
  });

beforeAll(async () => {
  service = await buildTestService(marketplace);
  admin = await service.createUser({ user_type: 0 });
});
afterAll(() => service.close());

describe('POST /personal-data/export', () => {
  it("gives the caller their account, requests, bids, orders and photos, and no one else's", async () => {
    const owner = await service.createUser({ user_type: 1 });
    const provider = await service.createUser(PROVIDER);
    const stranger = await service.createUser({ user_type: 1 });
    const id = await createRequest(service, owner, 1);
    await createBid(id, provider.id, 150_00);
    await createJobPost(stranger.id, { boatName: 'Not mine' });

    const response = await post(owner, '/personal-data/export');
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.account).toMatchObject({ _id: owner.id, email: owner.email });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.marketplace.requests.map((row: { _id: string }) => row._id)).toEqual([id]);
    // The one photo of the request, as its original (the other sizes are made from it).
    expect(data.photos).toHaveLength(1);
    expect(data.photos[0].url).toMatch(/^\/v1\/images\/job-posts\/.+\?exp=\d+&sig=/);

    const offers = (await post(provider, '/personal-data/export')).json();
    expect(offers.marketplace.bids).toHaveLength(1);
    expect(offers.marketplace.bids[0]).toMatchObject({ jobPost: id, amount: 150_00 });
    expect(offers.marketplace.requests).toEqual([]);
  });

  it("lets an admin export a person's data, and no one else", async () => {
    const owner = await service.createUser({ user_type: 1 });
    const other = await service.createUser({ user_type: 1 });
    const byAdmin = await post(admin, `/personal-data/users/${owner.id}/export`);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().account._id).toBe(owner.id);
    const byOther = await post(other, `/personal-data/users/${owner.id}/export`);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().code).toBe('errors.forbidden');
  });
});

describe('POST /personal-data/delete', () => {
  it('asks for the password again and changes nothing when it is wrong', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const response = await post(owner, '/personal-data/delete', { password: 'wrong' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'personalData.wrongPassword' });
    expect((await login(owner)).statusCode).toBe(200);
  });

  it('cancels open requests, removes photos, ends sign-in and frees the address to register anew', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const provider = await service.createUser(PROVIDER);
    const id = await createRequest(service, owner, 1);
    await createBid(id, provider.id);
    const keys = await service.app.storage.list(`job-posts/${id}/`);
    // The photo with its thumbnail and AVIF/WebP sizes.
    expect(keys.length).toBeGreaterThanOrEqual(3);

    const response = await post(owner, '/personal-data/delete', { password: owner.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cancelled_requests: 1,
      removed_photos: keys.length,
    });

    expect(await service.app.storage.list(`job-posts/${id}/`)).toEqual([]);
    const request = await JobPostModel.findById(id).lean();
    expect(request).toMatchObject({ status: 'cancelled', images: [], notes: '' });
    expect((await login(owner)).statusCode).toBe(401);
    // The old session ends at once.
    expect((await post(owner, '/personal-data/export')).statusCode).toBe(401);
    const stored = await UserModel.findById(owner.id).lean();
    expect(stored).toMatchObject({ first_name: 'Deleted user', status: 'inactive' });
    expect(stored?.email).not.toBe(owner.email);

    const again = await service.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        first_name: 'Nora',
        last_name: 'Again',
        email: owner.email,
        password: 'a-new-password',
        role: 'customer',
        user_type: 1,
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it("withdraws a provider's offers on open requests; the request is open again", async () => {
    const owner = await service.createUser({ user_type: 1 });
    const provider = await service.createUser(PROVIDER);
    const id = await createJobPost(owner.id, { status: 'bid_placed' });
    await createBid(id, provider.id);
    const response = await post(provider, '/personal-data/delete', { password: provider.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().withdrawn_bids).toBe(1);
    expect(await BidModel.countDocuments({ jobPost: id })).toBe(0);
    expect((await JobPostModel.findById(id).lean())?.status).toBe('active');
  });

  it('keeps finished orders, reviews and ledger entries, linked to "Deleted user", and the ledger balances', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const provider = await service.createUser(PROVIDER);
    const id = await createJobPost(owner.id, { status: 'bid_accepted' });
    const job = await createJob({
      jobPost: id,
      auctioneer: owner.id,
      bidder: provider.id,
      bid_amount: 200_00,
      payment_status: 'completed',
      status: 'confirmed',
      rating: 5,
    });
    const ledgerBefore = await LedgerEntryModel.find({ job }).sort({ _id: 1 }).lean();

    const response = await post(admin, `/personal-data/users/${owner.id}/delete`);
    expect(response.statusCode).toBe(200);
    const ledgerAfter = await LedgerEntryModel.find({ job }).sort({ _id: 1 }).lean();
    expect(ledgerAfter).toEqual(ledgerBefore);
    expect(await ReviewModel.countDocuments({ author: owner.id })).toBe(1);

    // The provider's view of the order names the owner "Deleted user".
    const order = await service.app.inject({
      method: 'GET',
      url: `/jobs/${job}`,
      headers: bearer(provider.token),
    });
    expect(order.json().auctioneer.company_name).toBe('Deleted user');
  });

  it('refuses while an order is ongoing, and never deletes an admin', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const provider = await service.createUser(PROVIDER);
    const id = await createJobPost(owner.id, { status: 'bid_accepted' });
    await createJob({ jobPost: id, auctioneer: owner.id, bidder: provider.id, bid_amount: 100_00 });
    const ongoing = await post(owner, '/personal-data/delete', { password: owner.password });
    expect(ongoing.statusCode).toBe(409);
    expect(ongoing.json().code).toBe('personalData.ongoingOrders');
    expect((await login(owner)).statusCode).toBe(200);

    const other = await service.createUser({ user_type: 0 });
    const refused = await post(admin, `/personal-data/users/${other.id}/delete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('personalData.adminAccount');
  });
});
