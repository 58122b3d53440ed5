import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService, type TestUser } from '@boatcare/server-kit/testing';
import { JobPostModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../../src/app.ts';
import { createRequest } from '../jobpost/uploads.ts';
import { imageSigning } from '../../../src/repositories/images.ts';

let service: TestService;
let owner: TestUser;

const imagesOf = async (id: string) => (await JobPostModel.findById(id).lean())?.images ?? [];

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
});
afterAll(() => service.close());

describe('GET /images/{key}', () => {
  it('serves a photo at its signed address with its type, an ETag and private caching', async () => {
    const id = await createRequest(service, owner, 1);
    const [image] = await imagesOf(id);
    const url = `/images/${image!.thumbKey}${imageSigning().query(image!.thumbKey)}`;
    const response = await service.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.rawPayload.equals(await service.app.storage.getBuffer(image!.thumbKey))).toBe(
      true,
    );
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await service.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for keys it did not make, and for missing photos at a signed address', async () => {
    const missing = `job-posts/${'a'.repeat(24)}/00000000-0000-0000-0000-000000000000.jpg`;
    for (const url of [
      '/images/translations/en_translation.json',
      '/images/job-posts/../secrets',
      `/images/${missing}${imageSigning().query(missing)}`,
    ]) {
      const response = await service.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});
