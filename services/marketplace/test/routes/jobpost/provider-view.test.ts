import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { UserModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { PROVIDER, createBid, createJob } from '../../fixtures.ts';
import { createRequest } from './uploads.ts';

/*
 * What a provider sees of a request, and only they: its photos (at addresses signed for those who
 * may see the request), and the owner's contact once their own bid is accepted, never before.
 */

let service: TestService;
let owner: TestUser;
let winner: TestUser;
let loser: TestUser;
let stranger: TestUser;

const OWNER_PHONE = '+4522334455';

const get = (user: TestUser, id: string) =>
  service.app.inject({ method: 'GET', url: `/jobpost/get/${id}`, headers: bearer(user.token) });

/** The gateway's /v1 prefix off: the service's own path of a photo address. */
const servicePath = (url: string) => url.replace(/^\/v1/, '');

const fetchImage = (url: string) => service.app.inject({ method: 'GET', url: servicePath(url) });

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({
    user_type: 1,
    first_name: 'Ole',
    last_name: 'Hansen',
    auctioneer: { company_name: '', contact_number: OWNER_PHONE, address: '' },
  });
  winner = await service.createUser({ ...PROVIDER });
  loser = await service.createUser({ ...PROVIDER });
  stranger = await service.createUser({ ...PROVIDER });
});
afterAll(() => service.close());

describe('a request photo, as a provider', () => {
  it('loads at the address a provider who may see the open request was given', async () => {
    const id = await createRequest(service, owner, 2);
    const answer = await get(stranger, id);
    expect(answer.statusCode).toBe(200);
    const images: { url: string; fullUrl: string }[] = answer.json().data.images;
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.url).toMatch(/\?exp=\d+&sig=[0-9a-f]{64}$/);
      const thumb = await fetchImage(image.url);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(thumb.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect((await fetchImage(image.fullUrl)).statusCode).toBe(200);
    }
  });

  it('is refused without the signature, with another photo’s, or with a changed expiry', async () => {
    const id = await createRequest(service, owner, 2);
    const [first, second] = (await get(owner, id)).json().data.images as { url: string }[];
    const [path, query] = servicePath(first!.url).split('?') as [string, string];
    const otherQuery = servicePath(second!.url).split('?')[1];
    const later = query.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 86_400}`);
    for (const url of [path, `${path}?${otherQuery}`, `${path}?${later}`, `${path}?exp=1&sig=x`]) {
      const response = await service.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('errors.imageForbidden');
    }
  });

  it('is not given to a provider once another provider’s bid is accepted', async () => {
    const id = await createRequest(service, owner, 1);
    await createBid(id, loser.id, 300_00);
    await createJob({ jobPost: id, auctioneer: owner.id, bidder: winner.id, bid_amount: 250_00 });
    expect((await get(stranger, id)).statusCode).toBe(404);
    // The provider who bid and lost still sees the request they bid on; the winner their job.
    expect((await get(loser, id)).json().data.images).toHaveLength(1);
    const mine = (await get(winner, id)).json().data;
    expect((await fetchImage(mine.images[0].url)).statusCode).toBe(200);
  });
});

describe("the owner's contact, as a provider", () => {
  it('is never served before the provider’s bid is accepted', async () => {
    const id = await createRequest(service, owner, 1);
    await createBid(id, winner.id, 250_00);
    const answer = await get(winner, id);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.ownerContact).toBeUndefined();
    expect(data.job).toBeNull();
    expect(answer.body).not.toContain(OWNER_PHONE);
    expect(answer.body).not.toContain('Ole');
    expect(answer.body).not.toContain('Hansen');
  });

  it('after acceptance: first name, phone, harbour, dock and notes; a field without a value left out', async () => {
    const id = await createRequest(service, owner, 1);
    await createJob({ jobPost: id, auctioneer: owner.id, bidder: winner.id, bid_amount: 250_00 });
    const won = (await get(winner, id)).json().data;
    expect(won.ownerContact).toEqual({
      first_name: 'Ole',
      phone: OWNER_PHONE,
      harbour: 'Nyhavn, København, Denmark',
      dockNumber: 'B-12',
      notes: 'Green line at the waterline',
    });
    expect(won.ownerContact).not.toHaveProperty('last_name');
    expect(won.job).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    // The provider who lost sees no contact.
    const other = await createRequest(service, owner, 1);
    await createBid(other, loser.id, 300_00);
    await createJob({ jobPost: other, auctioneer: owner.id, bidder: winner.id, bid_amount: 1 });
    const lost = (await get(loser, other)).json().data;
    expect(lost.ownerContact).toBeUndefined();
    expect(lost.job).toBeNull();

    await UserModel.updateOne({ _id: owner.id }, { $set: { 'auctioneer.contact_number': '' } });
    const withoutPhone = (await get(winner, id)).json().data.ownerContact;
    expect(withoutPhone).not.toHaveProperty('phone');
    await UserModel.updateOne(
      { _id: owner.id },
      { $set: { 'auctioneer.contact_number': OWNER_PHONE } },
    );
  });

  it("says the job is paid once the owner's payment went through", async () => {
    const id = await createRequest(service, owner, 1);
    await createJob({
      jobPost: id,
      auctioneer: owner.id,
      bidder: winner.id,
      bid_amount: 250_00,
      payment_status: 'completed',
      status: 'paid',
    });
    const job = (await get(winner, id)).json().data.job;
    expect(job).toMatchObject({ status: 'paid', payment_status: 'completed' });
  });
});
