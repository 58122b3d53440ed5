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
import { DELETED_PERSON } from '@boatcare/shared-domain/core';
import { marketplace } from '../../src/app.ts';
import { JobPhotoModel } from '../../src/models/job-photo.ts';
import { BoatModel } from '../../src/models/boats.ts';
import { prepareJobPhoto } from '../../src/repositories/job-photos.ts';
import { prepareBoatPhoto } from '../../src/repositories/logbook.ts';
import { storeImages } from '../../src/repositories/images.ts';
import { PROVIDER, createBid, createJob, createJobPost } from '../fixtures.ts';
import { createRequest, photo } from '../routes/jobpost/uploads.ts';

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

describe('POST /personal-data/delete', () => {
  it('asks for the password again and changes nothing when it is wrong', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const response = await post(owner, '/personal-data/delete', { password: 'wrong' });
    // 403, not 401: the caller is signed in (a 401 would sign the browser out).
    expect(response.statusCode).toBe(403);
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
    // A marker, not English words: every screen shows it in its reader's language.
    expect(stored).toMatchObject({ first_name: DELETED_PERSON, status: 'inactive' });
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

  it('keeps finished orders, reviews and ledger entries, linked to the deleted marker, and the ledger balances', async () => {
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

    // The provider's view of the order names the owner by the marker (the page says "Deleted
    // user" or "Slettet bruger").
    const order = await service.app.inject({
      method: 'GET',
      url: `/jobs/${job}`,
      headers: bearer(provider.token),
    });
    expect(order.json().auctioneer.company_name).toBe(DELETED_PERSON);
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

  it("keeps a deleted provider's before/after photos of finished jobs in the owner's view, the provider anonymised", async () => {
    const owner = await service.createUser({ user_type: 1 });
    const provider = await service.createUser(PROVIDER);
    const finished = await createJob({
      jobPost: await createJobPost(owner.id, { status: 'bid_accepted' }),
      auctioneer: owner.id,
      bidder: provider.id,
      bid_amount: 200_00,
      payment_status: 'completed',
      status: 'confirmed',
    });
    const cancelled = await createJob({
      jobPost: await createJobPost(owner.id, { status: 'bid_accepted' }),
      auctioneer: owner.id,
      bidder: provider.id,
      bid_amount: 90_00,
      status: 'cancelled',
    });
    const stored = async (job: string) => {
      const [image] = await storeImages(
        service.app.storage,
        [await prepareJobPhoto(job, await photo(400, 300))],
        () => undefined,
      );
      await JobPhotoModel.create({ job, phase: 'after', service: 'cleaning', ...image! });
      return image!.key;
    };
    const kept = await stored(finished);
    const gone = await stored(cancelled);

    const response = await post(provider, '/personal-data/delete', { password: provider.password });
    expect(response.statusCode).toBe(200);
    expect(await service.app.storage.exists(kept)).toBe(true);
    expect(await service.app.storage.exists(gone)).toBe(false);
    expect(await JobPhotoModel.countDocuments({ job: cancelled })).toBe(0);

    // The owner still sees them on the job, its provider shown by the marker.
    const work = await service.app.inject({
      method: 'GET',
      url: `/jobs/${finished}/work`,
      headers: bearer(owner.token),
    });
    expect(work.statusCode).toBe(200);
    expect(work.json().photos).toHaveLength(1);
    const order = await service.app.inject({
      method: 'GET',
      url: `/jobs/${finished}`,
      headers: bearer(owner.token),
    });
    expect(JSON.stringify(order.json())).not.toContain(provider.email);
    expect(order.json().bidder.title).toBe(DELETED_PERSON);
  });

  it("removes an owner's boats with their photos", async () => {
    const owner = await service.createUser({ user_type: 1 });
    const boat = await BoatModel.create({
      owner: owner.id,
      boatName: 'Havfruen',
      boatType: 'Sailboat',
      material: 'Gelcoat',
      lengthFeet: 30,
    });
    const [image] = await storeImages(
      service.app.storage,
      [await prepareBoatPhoto(String(boat._id), await photo(400, 300))],
      () => undefined,
    );
    await BoatModel.updateOne({ _id: boat._id }, { $push: { photos: image } });
    const response = await post(owner, '/personal-data/delete', { password: owner.password });
    expect(response.statusCode).toBe(200);
    expect(await BoatModel.countDocuments({ owner: owner.id })).toBe(0);
    expect(await service.app.storage.list(`boats/${String(boat._id)}/`)).toEqual([]);
  });
});
