import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { ClubModel, ClubVerifiedProviderModel } from '@boatcare/server-kit/models';
import { LENGTH_BANDS, PRICE_BANDS } from '@boatcare/shared-domain/schemas/nearby';
import { marketplace } from '../../../src/app.ts';
import { BIDDER_PROFILE, HARBOURS, createBid, createJob, createJobPost } from '../../fixtures.ts';

let service: TestService;
let owner: TestUser;
let provider: TestUser;
let rival: TestUser;

interface Card {
  id: string;
  boatName: string;
  distanceKm: number;
  mybid: { amount: number; status: string } | null;
}

const get = (user: TestUser, url: string, query: Record<string, string | number> = {}) =>
  service.app.inject({ method: 'GET', url, query: stringify(query), headers: bearer(user.token) });
const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
const names = (body: { data: Card[] }) => body.data.map((card) => card.boatName);

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  const providerProps = {
    user_type: 2,
    gate_fee_paid: true,
    subscription_active: true,
    bidder: BIDDER_PROFILE,
  } as const;
  provider = await service.createUser({ ...providerProps, service_range: 30 });
  rival = await service.createUser(providerProps);
});
afterAll(() => service.close());

describe('GET /jobpost/nearby', () => {
  it('is for providers only', async () => {
    expect((await get(owner, '/jobpost/nearby')).statusCode).toBe(403);
    const anonymous = await service.app.inject({ method: 'GET', url: '/jobpost/nearby' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('searches around the profile address within its range, nearest first, with distances', async () => {
    await createJobPost(owner.id, { at: HARBOURS.malmo, boatName: 'Area Malmo' });
    await createJobPost(owner.id, { at: HARBOURS.aarhus, boatName: 'Area Aarhus' });
    await createJobPost(owner.id, { at: HARBOURS.tuborgHavn, boatName: 'Area Tuborg' });
    const response = await get(provider, '/jobpost/nearby', { boatName: 'area' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Area Tuborg', 'Area Malmo']);
    expect(body.data[0].distanceKm).toBeGreaterThan(4);
    expect(body.data[0].distanceKm).toBeLessThan(6);
    expect(body.data[1].distanceKm).toBeGreaterThan(20);
    expect(body.meta).toMatchObject({
      radius: 30,
      centre: HARBOURS.nyhavn,
      page: 1,
      hasMore: false,
    });

    const wider = await get(provider, '/jobpost/nearby', { boatName: 'area', radius: 150 });
    expect(names(wider.json())).toEqual(['Area Tuborg', 'Area Malmo']);
    const fromAarhus = await get(provider, '/jobpost/nearby', {
      boatName: 'area',
      radius: 10,
      ...HARBOURS.aarhus,
    });
    expect(names(fromAarhus.json())).toEqual(['Area Aarhus']);
    expect(fromAarhus.json().data[0].distanceKm).toBe(0);
  });

  it('shows only open requests with no accepted bid', async () => {
    await createJobPost(owner.id, { boatName: 'Vis open' });
    await createJobPost(owner.id, { boatName: 'Vis placed', status: 'bid_placed' });
    await createJobPost(owner.id, { boatName: 'Vis cancelled', status: 'cancelled' });
    const taken = await createJobPost(owner.id, { boatName: 'Vis taken', status: 'bid_placed' });
    await createJob({ jobPost: taken, auctioneer: owner.id, bidder: rival.id, bid_amount: 100_00 });
    const body = (await get(provider, '/jobpost/nearby', { boatName: 'vis' })).json();
    expect(names(body).sort()).toEqual(['Vis open', 'Vis placed']);
  });

  it("keeps a club member's priority request for the club's verified providers during its window", async () => {
    const clubUser = await service.createUser({ user_type: 3 });
    const club = await ClubModel.create({ user: clubUser.id, name: 'Pier club', location: 'X' });
    await ClubVerifiedProviderModel.create({ club: club._id, provider: rival.id });
    const hour = 60 * 60 * 1000;
    await createJobPost(owner.id, {
      boatName: 'Prio window',
      priorityClub: club._id,
      priorityUntil: new Date(Date.now() + hour),
    });
    await createJobPost(owner.id, {
      boatName: 'Prio ended',
      priorityClub: club._id,
      priorityUntil: new Date(Date.now() - hour),
    });
    const query = { boatName: 'prio' };
    expect(names((await get(provider, '/jobpost/nearby', query)).json())).toEqual(['Prio ended']);
    expect(names((await get(rival, '/jobpost/nearby', query)).json()).sort()).toEqual([
      'Prio ended',
      'Prio window',
    ]);
  });

  it('keeps the priority window on every read and write of the request by its id', async () => {
    const clubUser = await service.createUser({ user_type: 3 });
    const club = await ClubModel.create({ user: clubUser.id, name: 'Id club', location: 'X' });
    await ClubVerifiedProviderModel.create({ club: club._id, provider: rival.id });
    const id = String(
      await createJobPost(owner.id, {
        boatName: 'Prio by id',
        priorityClub: club._id,
        priorityUntil: new Date(Date.now() + 60 * 60 * 1000),
      }),
    );
    const send = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
      service.app.inject({
        method,
        url,
        headers: bearer(user.token),
        ...(payload ? { payload } : {}),
      });
    const tries = (user: TestUser) =>
      Promise.all([
        send(user, 'GET', `/jobpost/get/${id}`),
        send(user, 'POST', `/messages/post/${id}/questions`, { text: 'Is the hull fibreglass?' }),
        send(user, 'POST', '/bids', { jobPostId: id, bid_amount: 2_500, message: 'Can do it' }),
      ]);
    // Not verified by the club: as if the request did not exist, and nothing is stored.
    expect((await tries(provider)).map((response) => response.statusCode)).toEqual([404, 404, 404]);
    // Verified: the page, a question and an offer.
    expect((await tries(rival)).map((response) => response.statusCode)).toEqual([200, 201, 201]);
    const asked = await send(owner, 'GET', `/messages/post/${id}`);
    expect(asked.json().data.questions).toHaveLength(1);
  });

  it("keeps a request on a band's edge in both bands it touches", async () => {
    await createJobPost(owner.id, {
      boatName: 'Edge thirty',
      lengthFeet: 30,
      estimatedPriceMin: 300_00,
      estimatedPriceMax: 300_00,
    });
    await createJobPost(owner.id, {
      boatName: 'Edge fifty',
      lengthFeet: 50,
      estimatedPriceMin: 600_00,
      estimatedPriceMax: 600_00,
    });
    const search = async (band: Record<string, number>) =>
      names((await get(provider, '/jobpost/nearby', { boatName: 'edge', ...band })).json()).sort();
    expect(await search(LENGTH_BANDS.small)).toEqual(['Edge thirty']);
    expect(await search(LENGTH_BANDS.medium)).toEqual(['Edge fifty', 'Edge thirty']);
    expect(await search(LENGTH_BANDS.large)).toEqual(['Edge fifty']);
    expect(await search(PRICE_BANDS.low)).toEqual(['Edge thirty']);
    expect(await search(PRICE_BANDS.medium)).toEqual(['Edge fifty', 'Edge thirty']);
    expect(await search(PRICE_BANDS.high)).toEqual(['Edge fifty']);
  });

  it('filters by length, price, services and boat name', async () => {
    await createJobPost(owner.id, {
      boatName: 'Filter small',
      lengthFeet: 25,
      estimatedPriceMin: 200_00,
      estimatedPriceMax: 280_00,
    });
    await createJobPost(owner.id, {
      boatName: 'Filter medium',
      lengthFeet: 40,
      estimatedPriceMin: 350_00,
      estimatedPriceMax: 500_00,
      services: { polishing: true, coating: 'wax' },
    });
    await createJobPost(owner.id, {
      boatName: 'Filter large',
      lengthFeet: 60,
      estimatedPriceMin: 700_00,
      estimatedPriceMax: 900_00,
      services: { interior: true, coating: 'ceramic' },
    });
    const search = async (query: Record<string, string | number>) =>
      names((await get(provider, '/jobpost/nearby', { boatName: 'filter', ...query })).json());
    expect(await search({ boatLengthTo: 30 })).toEqual(['Filter small']);
    expect(await search({ boatLengthFrom: 30, boatLengthTo: 50 })).toEqual(['Filter medium']);
    expect(await search({ boatLengthFrom: 50 })).toEqual(['Filter large']);
    expect(await search({ priceTo: 300 })).toEqual(['Filter small']);
    expect(await search({ priceFrom: 300, priceTo: 600 })).toEqual(['Filter medium']);
    expect(await search({ priceFrom: 600 })).toEqual(['Filter large']);
    expect(await search({ additionalServices: 'polishing,wax' })).toEqual(['Filter medium']);
    expect(await search({ additionalServices: 'ceramic' })).toEqual(['Filter large']);
    expect(await search({ boatName: 'FILTER MED' })).toEqual(['Filter medium']);
    expect(await search({ boatName: 'filter (' })).toEqual([]);
    const bad = await get(provider, '/jobpost/nearby', { additionalServices: 'teleport' });
    expect(bad.statusCode).toBe(400);
    expect((await get(provider, '/jobpost/nearby', { radius: 0 })).statusCode).toBe(400);
    // An empty or blank number is no number (it read as 0, which these filters take).
    for (const name of ['priceFrom', 'priceTo', 'boatLengthFrom', 'latitude']) {
      for (const value of ['', ' ']) {
        const empty = await get(provider, '/jobpost/nearby', { [name]: value });
        expect(empty.statusCode, `${name}=${value}`).toBe(400);
        expect(empty.json().code).toBe('supplierJobs.validation.filter');
      }
    }
  });

  it('pages without overlap and says whether more follow', async () => {
    for (const at of [HARBOURS.nyhavn, HARBOURS.tuborgHavn, HARBOURS.malmo]) {
      await createJobPost(owner.id, { at, boatName: 'Page boat' });
    }
    const first = (await get(provider, '/jobpost/nearby', { boatName: 'page', limit: 2 })).json();
    const second = (
      await get(provider, '/jobpost/nearby', { boatName: 'page', limit: 2, page: 2 })
    ).json();
    expect(first.data).toHaveLength(2);
    expect(first.meta.hasMore).toBe(true);
    expect(second.data).toHaveLength(1);
    expect(second.meta.hasMore).toBe(false);
    const distances = [...first.data, ...second.data].map((card: Card) => card.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set([...first.data, ...second.data].map((card: Card) => card.id)).size).toBe(3);
  });

  it("shows the provider's own bid on a card, never another provider's", async () => {
    const post = await createJobPost(owner.id, { boatName: 'Bid card' });
    await createBid(post, provider.id, 321_00);
    await createBid(post, rival.id, 100_00);
    const mine = (await get(provider, '/jobpost/nearby', { boatName: 'bid card' })).json();
    expect(mine.data[0].mybid).toMatchObject({ amount: 321_00, status: 'pending' });
    expect(mine.data[0].offerCount).toBe(2);
  });
});

describe('GET /jobpost/my-bids', () => {
  it('lists only the requests the provider bid on, with each bid and its status', async () => {
    const open = await createJobPost(owner.id, { boatName: 'Mine open' });
    const won = await createJobPost(owner.id, { boatName: 'Mine won', status: 'bid_placed' });
    const lost = await createJobPost(owner.id, { boatName: 'Mine lost', status: 'bid_placed' });
    await createJobPost(owner.id, { boatName: 'Mine none' });
    await createBid(open, provider.id, 150_00);
    await createBid(won, provider.id, 200_00);
    await createBid(lost, provider.id, 300_00);
    await createJob({
      jobPost: won,
      auctioneer: owner.id,
      bidder: provider.id,
      bid_amount: 200_00,
    });
    await createJob({ jobPost: lost, auctioneer: owner.id, bidder: rival.id, bid_amount: 250_00 });
    const body = (await get(provider, '/jobpost/my-bids', { boatName: 'mine' })).json();
    const byName = Object.fromEntries(body.data.map((card: Card) => [card.boatName, card.mybid]));
    expect(Object.keys(byName).sort()).toEqual(['Mine lost', 'Mine open', 'Mine won']);
    expect(byName['Mine open']).toMatchObject({ amount: 150_00, status: 'pending' });
    expect(byName['Mine won']).toMatchObject({ amount: 200_00, status: 'accepted' });
    expect(byName['Mine lost']).toMatchObject({ amount: 300_00, status: 'notChosen' });
    const rivals = (await get(rival, '/jobpost/my-bids', { boatName: 'mine' })).json();
    expect(names(rivals)).toEqual(['Mine lost']);
  });

  it('applies the same filters and pages', async () => {
    const far = await createJobPost(owner.id, { at: HARBOURS.aarhus, boatName: 'MyF far' });
    const near = await createJobPost(owner.id, { boatName: 'MyF near', lengthFeet: 45 });
    await createBid(far, provider.id);
    await createBid(near, provider.id);
    const within = await get(provider, '/jobpost/my-bids', { boatName: 'myf', radius: 50 });
    expect(names(within.json())).toEqual(['MyF near']);
    const everywhere = (await get(provider, '/jobpost/my-bids', { boatName: 'myf' })).json();
    expect(names(everywhere).sort()).toEqual(['MyF far', 'MyF near']);
    const long = await get(provider, '/jobpost/my-bids', { boatName: 'myf', boatLengthFrom: 40 });
    expect(names(long.json())).toEqual(['MyF near']);
    const paged = (await get(provider, '/jobpost/my-bids', { boatName: 'myf', limit: 1 })).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.hasMore).toBe(true);
    expect((await get(owner, '/jobpost/my-bids')).statusCode).toBe(403);
  });
});
