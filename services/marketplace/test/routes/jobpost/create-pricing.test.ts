import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { JobPostModel, PricingConfigModel } from '@boatcare/server-kit/models';
import { estimatePrice } from '@boatcare/shared-domain/pricing';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { selectionOf } from '@boatcare/shared-domain/schemas/job-post-services';
import { marketplace } from '../../../src/app.ts';
import { REQUEST, photo, postRequest } from './uploads.ts';

let service: TestService;
let owner: TestUser;

const ANTIFOULING = { id: 'antifouling', name: 'Antifouling', pricePerFoot: 15_00 };
const TEAK = { id: 'teak', name: 'Teak care', pricePerFoot: 4_00 };

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
});
afterEach(async () => {
  await service.app.storage.remove(await service.app.storage.list('job-posts/'));
  await JobPostModel.deleteMany({});
  await PricingConfigModel.deleteMany({});
});
afterAll(() => service.close());

const configure = (baseRatePerFoot: number, pricePerFoot = ANTIFOULING.pricePerFoot) =>
  PricingConfigModel.create({
    baseRatePerFoot,
    additionalServices: [
      { ...ANTIFOULING, pricePerFoot, description: 'Below the waterline' },
      { ...TEAK, description: '' },
    ],
  });

async function post(additionalServices: string[]) {
  const fields = jobPostFormFields({ ...REQUEST, additionalServices });
  const response = await postRequest(service, owner, [{ body: await photo(640, 480) }], fields);
  expect(response.statusCode).toBe(201);
  const id = response.json<{ id: string }>().id;
  const read = await service.app.inject({
    method: 'GET',
    url: `/jobpost/get/${id}`,
    headers: bearer(owner.token),
  });
  expect(read.statusCode).toBe(200);
  return read.json<{
    data: {
      estimatedPriceMin: number;
      estimatedPriceMax: number;
      additionalServices: { id: string; name: string; pricePerFoot: number }[];
    };
  }>().data;
}

const base = (rate: number) =>
  estimatePrice(REQUEST.lengthFeet, selectionOf(REQUEST.services, REQUEST.flybridge), rate);

describe('POST /jobpost prices the request from the admin’s pricing configuration', () => {
  it('adds each chosen additional service at its price per foot times the length', async () => {
    await configure(50_00);
    const request = await post(['antifouling', 'teak']);
    const extras = REQUEST.lengthFeet * (15_00 + 4_00);
    expect(request.estimatedPriceMin).toBe(base(50_00).min + extras);
    expect(request.estimatedPriceMax).toBe(base(50_00).max + extras);
    expect(request.additionalServices).toEqual([ANTIFOULING, TEAK]);
  });

  it('follows a changed service price for the next request, and ignores unknown ids', async () => {
    await configure(50_00, 30_00);
    const request = await post(['antifouling', 'no-such-service']);
    expect(request.estimatedPriceMin).toBe(base(50_00).min + REQUEST.lengthFeet * 30_00);
    expect(request.additionalServices).toEqual([{ ...ANTIFOULING, pricePerFoot: 30_00 }]);
  });

  it('is the base rate alone when none is chosen', async () => {
    await configure(50_00);
    const request = await post([]);
    expect(request.estimatedPriceMin).toBe(base(50_00).min);
    expect(request.additionalServices).toEqual([]);
  });
});
