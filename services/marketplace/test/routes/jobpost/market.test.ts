import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { BidModel, JobModel, JobPostModel, PricingConfigModel } from '@boatcare/server-kit/models';
import { estimatePrice } from '@boatcare/shared-domain/pricing';
import { selectionOf } from '@boatcare/shared-domain/schemas/job-post-services';
import { marketplace } from '../../../src/app.ts';
import { MarketPriceModel } from '../../../src/models/market-price.ts';
import { PROVIDER, createBid, createJobPost } from '../../fixtures.ts';
import { REQUEST, photo, postRequest } from './uploads.ts';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';

let service: TestService;
let owner: TestUser;
let provider: TestUser;

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  provider = await service.createUser(PROVIDER);
});
afterEach(async () => {
  await service.app.storage.remove(await service.app.storage.list('job-posts/'));
  await JobPostModel.deleteMany({});
  await BidModel.deleteMany({});
  await JobModel.deleteMany({});
  await MarketPriceModel.deleteMany({});
  await PricingConfigModel.deleteMany({});
});
afterAll(() => service.close());

/** Accepted offers through the API on requests like REQUEST (32 ft, polishing, Nyhavn). */
async function acceptOffers(amounts: number[], at = REQUEST.location) {
  for (const amount of amounts) {
    const jobPost = await createJobPost(owner.id, {
      lengthFeet: REQUEST.lengthFeet,
      services: REQUEST.services,
      at: { latitude: at.latitude, longitude: at.longitude },
    });
    const bidId = await createBid(jobPost, provider.id, amount);
    const accepted = await service.app.inject({
      method: 'POST',
      url: '/jobs/from-bid',
      headers: bearer(owner.token),
      payload: { bidId },
    });
    expect(accepted.statusCode).toBe(201);
  }
}

const QUERY = `lengthFeet=${REQUEST.lengthFeet}&latitude=55.68&longitude=12.59&services=polishing`;
const marketEstimate = async (query = QUERY) => {
  const response = await service.app.inject({
    method: 'GET',
    url: `/jobpost/market-estimate?${query}`,
    headers: bearer(owner.token),
  });
  return { status: response.statusCode, body: response.json() };
};

async function postAndRead() {
  const fields = jobPostFormFields(REQUEST);
  const created = await postRequest(service, owner, [{ body: await photo(640, 480) }], fields);
  expect(created.statusCode).toBe(201);
  const read = await service.app.inject({
    method: 'GET',
    url: `/jobpost/get/${created.json<{ id: string }>().id}`,
    headers: bearer(owner.token),
  });
  return read.json<{
    data: { estimatedPriceMin: number; estimatedPriceMax: number; estimateSource: string };
  }>().data;
}

// 32 ft boats accepted at 100..140 per foot (base minor units): the middle half is 110..130.
const AMOUNTS = [100, 110, 120, 130, 140].map((perFoot) => perFoot * REQUEST.lengthFeet);
const formula = estimatePrice(REQUEST.lengthFeet, selectionOf(REQUEST.services, false));

describe('estimates that learn from the market', () => {
  it('keeps the formula below the threshold', async () => {
    await PricingConfigModel.create({ marketMinOffers: 6 });
    await acceptOffers(AMOUNTS);
    expect(await marketEstimate()).toEqual({ status: 200, body: { range: null, offers: 5 } });
    const request = await postAndRead();
    expect(request).toMatchObject({
      estimatedPriceMin: formula.min,
      estimatedPriceMax: formula.max,
      estimateSource: 'formula',
    });
  });

  it('answers the middle half of comparable accepted offers from the threshold', async () => {
    await PricingConfigModel.create({ marketMinOffers: 5 });
    await acceptOffers(AMOUNTS);
    const range = { min: 110 * REQUEST.lengthFeet, max: 130 * REQUEST.lengthFeet };
    expect(await marketEstimate()).toEqual({ status: 200, body: { range, offers: 5 } });
    // A 38 ft boat is in the same band: the range is per foot, times its own length.
    const longer = await marketEstimate(QUERY.replace('lengthFeet=32', 'lengthFeet=38'));
    expect(longer.body).toEqual({ range: { min: 110 * 38, max: 130 * 38 }, offers: 5 });
    const request = await postAndRead();
    expect(request).toMatchObject({
      estimatedPriceMin: range.min,
      estimatedPriceMax: range.max,
      estimateSource: 'market',
    });
  });

  it('does not mix other services, lengths or regions into a market', async () => {
    await PricingConfigModel.create({ marketMinOffers: 1 });
    await acceptOffers(AMOUNTS, { ...REQUEST.location, latitude: 56.15, longitude: 10.23 });
    for (const query of [
      QUERY,
      QUERY.replace('services=polishing', 'services=polishing,interior'),
      QUERY.replace('lengthFeet=32', 'lengthFeet=42'),
    ]) {
      expect((await marketEstimate(query)).body).toEqual({ range: null, offers: 0 });
    }
  });

  it('refuses hostile queries with the JSON error shape', async () => {
    for (const query of [
      'lengthFeet=32',
      QUERY.replace('services=polishing', 'services=$where'),
      QUERY.replace('lengthFeet=32', 'lengthFeet=9999'),
      // An empty number read as 0, a place on the map.
      QUERY.replace(/latitude=[^&]*/, 'latitude='),
    ]) {
      const { status, body } = await marketEstimate(query);
      expect(status).toBe(400);
      expect(body).toHaveProperty('message');
    }
  });
});
