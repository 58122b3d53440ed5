import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { releaseOnce } from '@boatcare/server-kit';
import {
  buildTestService,
  bearer,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { JobPostModel } from '@boatcare/server-kit/models';
import type { JobPostImage } from '@boatcare/shared-domain/schemas/job-post';
import { marketplace } from '../../../src/app.ts';
import {
  IMAGE_VARIANTS_MIGRATION,
  addMissingVariants,
} from '../../../src/migrations/image-variants.ts';
import { photo, postRequest } from '../jobpost/uploads.ts';

let service: TestService;
let owner: TestUser;

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
});
afterAll(() => service.close());

/** The request's first photo as its owner's page receives it. */
async function firstImage(id: string): Promise<JobPostImage> {
  const response = await service.app.inject({
    method: 'GET',
    url: `/jobpost/get/${id}`,
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.images[0];
}

/** A srcset's addresses (without /v1, as the service serves them) and widths. */
const entriesOf = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, width] = entry.split(' ');
    return { url: url!.replace(/^\/v1/, ''), width: Number(width!.replace('w', '')) };
  });

async function fetchImage(url: string) {
  const response = await service.app.inject({ method: 'GET', url });
  const meta = response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null;
  return { response, meta };
}

describe('photo variants', () => {
  it('stores an uploaded JPEG as AVIF and WebP at the thumbnail and display sizes, served with their types and sizes', async () => {
    const created = await postRequest(service, owner, [{ body: await photo(1600, 1200) }]);
    expect(created.statusCode).toBe(201);
    const image = await firstImage(created.json().id);
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    expect(image.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of image.sources ?? []) {
      const entries = entriesOf(source.srcset);
      expect(entries.map((entry) => entry.width)).toEqual([480, 1280]);
      for (const entry of entries) {
        const { response, meta } = await fetchImage(entry.url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(source.type);
        expect(meta?.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
        expect(meta?.width).toBe(entry.width);
        expect(meta?.height).toBe(entry.width === 480 ? 360 : 960);
      }
    }
    // The original stays, as uploaded (a JPEG, metadata removed).
    const original = await fetchImage(image.fullUrl.replace(/^\/v1/, ''));
    expect(original.response.headers['content-type']).toBe('image/jpeg');
    expect(original.meta).toMatchObject({ width: 1600, height: 1200 });
  });

  it('serves a variant only at its signed address', async () => {
    const created = await postRequest(service, owner, [{ body: await photo(900, 600) }]);
    const image = await firstImage(created.json().id);
    const { url } = entriesOf(image.sources![0]!.srcset)[0]!;
    const bare = url.replace(/\?.*$/, '');
    expect((await service.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
    const altered = url.replace(/sig=[0-9a-f]/, (m) =>
      m.endsWith('0') ? `${m.slice(0, -1)}1` : `${m.slice(0, -1)}0`,
    );
    expect((await service.app.inject({ method: 'GET', url: altered })).statusCode).toBe(403);
  });

  it('gives a photo stored before the variants its variants once', async () => {
    const created = await postRequest(service, owner, [{ body: await photo(1000, 750) }]);
    const id = created.json().id as string;
    // As a photo stored before issue 24: original and WebP thumbnail only.
    await JobPostModel.updateOne(
      { _id: id },
      { $unset: { 'images.0.variants': 1, 'images.0.width': 1, 'images.0.height': 1 } },
    );
    const legacy = await firstImage(id);
    expect(legacy.sources).toBeUndefined();
    expect(legacy.width).toBeUndefined();

    await releaseOnce(IMAGE_VARIANTS_MIGRATION);
    expect(await addMissingVariants(service.app)).toBeGreaterThanOrEqual(1);
    const migrated = await firstImage(id);
    expect(migrated).toMatchObject({ width: 1000, height: 750, url: legacy.url });
    const [avif] = entriesOf(migrated.sources![0]!.srcset);
    const { response, meta } = await fetchImage(avif!.url);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(meta).toMatchObject({ width: 480, height: 360 });
    // Once only: a second start finds it done.
    expect(await addMissingVariants(service.app)).toBe(0);
  });
});
