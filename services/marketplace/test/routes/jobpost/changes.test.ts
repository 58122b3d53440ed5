import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { JobPostModel, UserEventModel, UserModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { createBid, createJob, createJobPost } from '../../fixtures.ts';

let service: TestService;
let owner: TestUser;
let stranger: TestUser;
let provider: TestUser;

const edit = (user: TestUser, id: string, payload: object) =>
  service.app.inject({
    method: 'PATCH',
    url: `/jobpost/${id}`,
    headers: bearer(user.token),
    payload,
  });
const cancel = (user: TestUser, id: string) =>
  service.app.inject({
    method: 'POST',
    url: `/jobpost/${id}/cancel`,
    headers: bearer(user.token),
  });
const eventsOf = (user: TestUser, kind: 'requestUpdated' | 'requestCancelled') =>
  UserEventModel.find({ to: user.id, kind }).lean<{ params: { id: string } }[]>();

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  stranger = await service.createUser({ user_type: 1 });
  provider = await service.createUser({ user_type: 2, subscription_active: true });
});
afterAll(() => service.close());

describe('PATCH /jobpost/{id}: the owner changes an open request', () => {
  it('saves the new facts and date, recomputes the estimate, and tells the providers who bid', async () => {
    const id = await createJobPost(owner.id, { estimatedPriceMin: 1, estimatedPriceMax: 2 });
    await createBid(id, provider.id, 200_00);
    const response = await edit(owner, id, {
      boatName: 'Havfruen',
      lengthFeet: 40,
      dockNumber: 'B 12',
      preferredDate: '2031-05-01',
      services: {
        polishing: true,
        coating: 'wax',
        interior: false,
        engineService: false,
        engineSerialNumber: '',
        engineDescription: '',
        repair: false,
      },
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Your request was updated.');
    expect(data).toMatchObject({
      boatName: 'Havfruen',
      lengthFeet: 40,
      location: { dockNumber: 'B 12' },
      preferredDate: '2031-05-01T00:00:00.000Z',
      status: 'active',
    });
    expect(data.services.polishing.service).toBe(true);
    expect(data.estimatedPriceMin).toBeGreaterThan(2);
    const told = await eventsOf(provider, 'requestUpdated');
    expect(told.map((event) => event.params.id)).toContain(id);
  });

  it('answers 409 (translated) once a bid is accepted, and changes nothing', async () => {
    const id = await createJobPost(owner.id);
    await createJob({ jobPost: id, auctioneer: owner.id, bidder: provider.id, bid_amount: 100_00 });
    const response = await edit(owner, id, { boatName: 'Changed' });
    expect(response.statusCode).toBe(409);
    // The code is the translation key the apps show in the reader's language.
    expect(response.json().code).toBe('jobPost.notChangeable');
    expect(response.json().message).toMatch(/can no longer be changed/);
    expect((await JobPostModel.findById(id).lean())?.boatName).toBe('Test boat');
  });

  it("answers 404 for another owner's request and 403 for a provider", async () => {
    const id = await createJobPost(owner.id);
    expect((await edit(stranger, id, { boatName: 'Mine now' })).statusCode).toBe(404);
    expect((await edit(provider, id, { boatName: 'Mine now' })).statusCode).toBe(403);
    expect((await JobPostModel.findById(id).lean())?.boatName).toBe('Test boat');
  });

  it('refuses invalid facts with the field errors (400)', async () => {
    const id = await createJobPost(owner.id);
    const response = await edit(owner, id, { lengthFeet: 2, preferredDate: 'soon' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /jobpost/{id}/cancel: the owner withdraws an open request', () => {
  it('cancels it and tells the providers who bid', async () => {
    const id = await createJobPost(owner.id, { status: 'bid_placed' });
    await createBid(id, provider.id, 150_00);
    const response = await cancel(owner, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    const told = await eventsOf(provider, 'requestCancelled');
    expect(told.map((event) => event.params.id)).toContain(id);
    // Cancelled is final: neither a second cancel nor an edit.
    expect((await cancel(owner, id)).statusCode).toBe(409);
    expect((await edit(owner, id, { notes: 'again' })).statusCode).toBe(409);
  });

  it('answers 409 once a bid is accepted, 404 to a stranger, 403 to a provider', async () => {
    const id = await createJobPost(owner.id);
    expect((await cancel(stranger, id)).statusCode).toBe(404);
    expect((await cancel(provider, id)).statusCode).toBe(403);
    await createJob({ jobPost: id, auctioneer: owner.id, bidder: provider.id, bid_amount: 100_00 });
    const response = await cancel(owner, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('jobPost.notChangeable');
    expect((await JobPostModel.findById(id).lean())?.status).toBe('bid_accepted');
  });
});

describe("GET /jobpost/list: the owner's jobs with their orders, by stage", () => {
  it('gives each request its order state and filters by stage', async () => {
    const me = await service.createUser({ user_type: 1 });
    const open = await createJobPost(me.id);
    const paid = await createJobPost(me.id);
    await createJob({
      jobPost: paid,
      auctioneer: me.id,
      bidder: provider.id,
      bid_amount: 100_00,
      status: 'paid',
      payment_status: 'completed',
    });
    const done = await createJobPost(me.id);
    await createJob({
      jobPost: done,
      auctioneer: me.id,
      bidder: provider.id,
      bid_amount: 100_00,
      status: 'confirmed',
      payment_status: 'completed',
      rating: 5,
    });
    const list = (stage?: string) =>
      service.app.inject({
        method: 'GET',
        url: `/jobpost/list${stage ? `?stage=${stage}` : ''}`,
        headers: bearer(me.token),
      });
    const all = await list();
    expect(all.headers['x-total-count']).toBe('3');
    const byId = new Map(
      all.json().map((item: { id: string; order: unknown }) => [item.id, item.order]),
    );
    expect(byId.get(open)).toBeNull();
    expect(byId.get(paid)).toMatchObject({ status: 'paid', payment_status: 'completed' });
    expect(byId.get(done)).toMatchObject({ status: 'confirmed', reviewed: true });
    const ids = async (stage: string) =>
      (await list(stage)).json().map((item: { id: string }) => item.id);
    expect(await ids('open')).toEqual([open]);
    expect(await ids('active')).toEqual([paid]);
    expect(await ids('finished')).toEqual([done]);
    expect(await ids('cancelled')).toEqual([]);
    const counts = await service.app.inject({
      method: 'GET',
      url: '/jobpost/counts',
      headers: bearer(me.token),
    });
    expect(counts.json()).toEqual({ all: 3, open: 1, active: 1, finished: 1, cancelled: 0 });
  });
});

describe('GET /jobpost/get/{id}: what the owner compares offers by', () => {
  it("gives each offer the provider's picture, finished jobs and answer time", async () => {
    const me = await service.createUser({ user_type: 1 });
    const pro = await service.createUser({ user_type: 2, subscription_active: true });
    await UserModel.updateOne({ _id: pro.id }, { $set: { profile_pic: '/v1/images/pro.webp' } });
    const earlier = await createJobPost(me.id);
    await createJob({
      jobPost: earlier,
      auctioneer: me.id,
      bidder: pro.id,
      bid_amount: 100_00,
      status: 'paid_out',
      payment_status: 'completed',
    });
    const id = await createJobPost(me.id);
    await createBid(id, pro.id, 200_00);
    const response = await service.app.inject({
      method: 'GET',
      url: `/jobpost/get/${id}`,
      headers: bearer(me.token),
    });
    const [offer] = response.json().data.bids;
    expect(offer).toMatchObject({
      avatarUrl: '/v1/images/pro.webp',
      completedJobs: 1,
      respondedAfterMinutes: expect.any(Number),
    });
    expect(response.json().data.job).toBeNull();
  });
});
