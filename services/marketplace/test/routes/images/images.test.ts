import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService, type TestUser } from '@boatcare/server-kit/testing';
import { JobPostModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { createRequest } from '../jobpost/uploads.ts';

let service: TestService;
let owner: TestUser;

const imagesOf = async (id: string) => (await JobPostModel.findById(id).lean())?.images ?? [];

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
});
afterAll(() => service.close());

describe('GET /images/{key}', () => {
  it('serves a photo with its type, an ETag and a year of immutable caching', async () => {
    const id = await createRequest(service, owner, 1);
    const [image] = await imagesOf(id);
    const response = await service.app.inject({ method: 'GET', url: `/images/${image!.thumbKey}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(await service.app.storage.getBuffer(image!.thumbKey))).toBe(
      true,
    );
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await service.app.inject({
      method: 'GET',
      url: `/images/${image!.thumbKey}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for keys it did not make, and for missing photos', async () => {
    for (const key of [
      'translations/en_translation.json',
      'job-posts/../secrets',
      `job-posts/${'a'.repeat(24)}/00000000-0000-0000-0000-000000000000.jpg`,
    ]) {
      const response = await service.app.inject({ method: 'GET', url: `/images/${key}` });
      expect(response.statusCode).toBe(404);
    }
  });
});
