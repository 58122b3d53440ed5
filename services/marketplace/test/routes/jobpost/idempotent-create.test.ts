import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { IdempotencyRecordModel, JobPostModel } from '@boatcare/server-kit/models';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { marketplace } from '../../../src/app.ts';
import { REQUEST, multipart, photo } from './uploads.ts';

let service: TestService;
let owner: TestUser;
beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
});
afterAll(() => service.close());

async function create(key: string) {
  const { payload, contentType } = await multipart(jobPostFormFields(REQUEST), [
    { body: await photo(400, 300) },
  ]);
  return service.app.inject({
    method: 'POST',
    url: '/jobpost',
    payload,
    headers: { ...bearer(owner.token), 'content-type': contentType, 'idempotency-key': key },
  });
}

describe('POST /jobpost with an Idempotency-Key', () => {
  it('answers a retry with the first result and creates one request', async () => {
    const key = randomUUID();
    const first = await create(key);
    const retry = await create(key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await JobPostModel.countDocuments({ auctioneer: owner.id })).toBe(1);
  });

  it('creates nothing twice when the first run created it but died before its answer was kept', async () => {
    const key = randomUUID();
    const first = await create(key);
    const before = await JobPostModel.countDocuments({ auctioneer: owner.id });
    // What a `kill -9` between the insert and the kept answer leaves: no kept answer.
    await IdempotencyRecordModel.deleteMany({});
    const again = await create(key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await JobPostModel.countDocuments({ auctioneer: owner.id })).toBe(before);
    // The second run's photos were removed; the first run's stay with the request.
    const post = await JobPostModel.findById(first.json().id).lean();
    const keys = await service.app.storage.list(`job-posts/${first.json().id}/`);
    const kept = (post?.images ?? []).flatMap((image) => [
      image.key,
      image.thumbKey,
      ...(image.variants ?? []).map((variant) => variant.key),
    ]);
    expect(keys.sort()).toEqual([...new Set(kept)].sort());
  });
});
