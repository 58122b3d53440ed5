import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseOnce } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';
import { GEO_CELLS_MIGRATION, backfillGeoCells } from '../../../src/migrations/geo-cells.ts';
import { PROVIDER, createBid, createJobPost } from '../../fixtures.ts';

/**
 * The nearby search reads grid cells outward from the centre (fine cells near it, coarse areas
 * further out) and stops once a page is known to be the nearest. These tests place requests
 * across many cells and both grids, away from the other tests' harbours (Kattegat, 56.5 N 11.5 E).
 */
const CENTRE = { latitude: 56.5, longitude: 11.5 };
const KM_PER_DEGREE = 111.195;
const north = (km: number) => ({ latitude: CENTRE.latitude + km / KM_PER_DEGREE, longitude: 11.5 });
const east = (km: number) => ({
  latitude: CENTRE.latitude,
  longitude: CENTRE.longitude + km / (KM_PER_DEGREE * Math.cos((CENTRE.latitude * Math.PI) / 180)),
});

let service: TestService;
let owner: TestUser;
let provider: TestUser;

const get = (user: TestUser, query: Record<string, string | number>, url = '/jobpost/nearby') =>
  service.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: bearer(user.token),
  });
const names = (body: { data: { boatName: string }[] }) => body.data.map((card) => card.boatName);

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  provider = await service.createUser(PROVIDER);
  // Out of order on purpose, on both sides of the centre, in fine cells and coarse areas.
  const places: [string, { latitude: number; longitude: number }][] = [
    ['Grid 140 N', north(140)],
    ['Grid 2 E', east(2)],
    ['Grid 60 E', east(60)],
    ['Grid 9 N', north(9)],
    ['Grid 110 E', east(110)],
    ['Grid 30 S', north(-30)],
    ['Grid 15 W', east(-15)],
  ];
  for (const [boatName, at] of places) await createJobPost(owner.id, { boatName, at });
});
afterAll(() => service.close());

const ORDER = [
  'Grid 2 E',
  'Grid 9 N',
  'Grid 15 W',
  'Grid 30 S',
  'Grid 60 E',
  'Grid 110 E',
  'Grid 140 N',
];

describe('the nearby grid search', () => {
  it('finds the nearest first across fine cells and coarse areas, within the radius only', async () => {
    const all = await get(provider, { ...CENTRE, radius: 150, boatName: 'grid', limit: 50 });
    expect(names(all.json())).toEqual(ORDER);
    const distances = all.json().data.map((card: { distanceKm: number }) => card.distanceKm);
    expect(distances[0]).toBeCloseTo(2, 0);
    expect(distances[6]).toBeCloseTo(140, 0);
    const hundred = await get(provider, { ...CENTRE, radius: 100, boatName: 'grid', limit: 50 });
    expect(names(hundred.json())).toEqual(ORDER.slice(0, 5));
    const ten = await get(provider, { ...CENTRE, radius: 10, boatName: 'grid' });
    expect(names(ten.json())).toEqual(ORDER.slice(0, 2));
  });

  it('pages in distance order without overlap, and says when more follow', async () => {
    const seen: string[] = [];
    const more: boolean[] = [];
    for (const page of [1, 2, 3, 4]) {
      const body = (
        await get(provider, { ...CENTRE, radius: 150, boatName: 'grid', limit: 2, page })
      ).json();
      seen.push(...names(body));
      more.push(body.meta.hasMore);
    }
    expect(seen).toEqual(ORDER);
    expect(more).toEqual([true, true, true, false]);
  });

  it('finds requests saved before the cells existed or with the old cell size once the backfill has run', async () => {
    // As the code before the grid saved a request (no cell keys), and as the first grid did
    // (fine cells of 0.1 by 0.2 degrees: 56.5 N 11.58 E was row 565, column 57).
    const old = await createJobPost(owner.id, { boatName: 'Grid old', at: east(5) });
    await JobPostModel.collection.updateOne(
      { _id: new Types.ObjectId(old) },
      { $unset: { geoCell: '', geoArea: '' } },
    );
    const resized = await createJobPost(owner.id, { boatName: 'Grid old size', at: east(6) });
    await JobPostModel.collection.updateOne(
      { _id: new Types.ObjectId(resized) },
      { $set: { geoCell: '565:57' } },
    );
    const before = await get(provider, { ...CENTRE, radius: 10, boatName: 'grid old' });
    expect(names(before.json())).toEqual([]);
    // The service claimed the migration at start; give the claim back to run it again.
    await releaseOnce(GEO_CELLS_MIGRATION);
    expect(await backfillGeoCells()).toBe(2);
    await releaseOnce(GEO_CELLS_MIGRATION);
    expect(await backfillGeoCells()).toBe(0);
    const after = await get(provider, { ...CENTRE, radius: 10, boatName: 'grid old' });
    expect(names(after.json())).toEqual(['Grid old', 'Grid old size']);
  });
});

describe('GET /jobpost/my-bids paging', () => {
  it('pages the latest bids first without overlap, with and without filters', async () => {
    const bidder = await service.createUser(PROVIDER);
    for (const i of [1, 2, 3, 4, 5]) {
      const post = await createJobPost(owner.id, { boatName: `Paged ${i}`, lengthFeet: 20 + i });
      await createBid(post, bidder.id);
    }
    const pages = async (query: Record<string, string | number>) => {
      const seen: string[] = [];
      const more: boolean[] = [];
      for (const page of [1, 2, 3]) {
        const body = (await get(bidder, { ...query, limit: 2, page }, '/jobpost/my-bids')).json();
        seen.push(...names(body));
        more.push(body.meta.hasMore);
      }
      return { seen, more };
    };
    expect(await pages({})).toEqual({
      seen: ['Paged 5', 'Paged 4', 'Paged 3', 'Paged 2', 'Paged 1'],
      more: [true, true, false],
    });
    expect(await pages({ boatLengthFrom: 22 })).toEqual({
      seen: ['Paged 5', 'Paged 4', 'Paged 3', 'Paged 2'],
      more: [true, false, false],
    });
  });
});
