import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService, type TestUser } from '@boatcare/server-kit/testing';
import { Types } from 'mongoose';
import { JobPostModel } from '@boatcare/server-kit/models';
import { imageKeysOf } from '@boatcare/server-kit/images';
import { marketplace } from '../../../src/app.ts';
import { createRequest, photo, putImage } from './uploads.ts';

let service: TestService;
let owner: TestUser;
let other: TestUser;

const keysOf = async (id: string) => (await service.app.storage.list(`job-posts/${id}/`)).sort();
const imagesOf = async (id: string) => (await JobPostModel.findById(id).lean())?.images ?? [];

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  other = await service.createUser({ user_type: 1 });
});
afterAll(() => service.close());

describe('PUT /jobpost/{id}/images', () => {
  it('replaces the photo in a slot and removes the old one from storage', async () => {
    const id = await createRequest(service, owner, 2);
    const [first, second] = await imagesOf(id);
    const response = await putImage(service, owner, id, '0', {
      body: await photo(1000, 800, 'webp'),
      type: 'image/webp',
      filename: 'new.webp',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Image updated');
    const images = await imagesOf(id);
    expect(images).toHaveLength(2);
    expect(images[1]).toMatchObject({ key: second!.key });
    expect(images[0]!.key).not.toBe(first!.key);
    expect(images[0]!.key).toMatch(/\.webp$/);
    // The owner's own photo, at its signed address.
    expect(body.imageUrl).toMatch(
      new RegExp(`^/v1/images/${images[0]!.thumbKey}\\?exp=\\d+&sig=[0-9a-f]{64}$`),
    );
    expect(body.image).toMatchObject({
      id: String(images[0]!._id),
      url: body.imageUrl,
      fullUrl: expect.stringMatching(
        new RegExp(`^/v1/images/${images[0]!.key}\\?exp=\\d+&sig=[0-9a-f]{64}$`),
      ),
    });
    expect(body.image.sources.map((source: { type: string }) => source.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(await keysOf(id)).toEqual(imageKeysOf([images[0]!, second!]).sort());
  });

  it('adds a photo to an empty slot after the last one, up to four', async () => {
    const id = await createRequest(service, owner, 2);
    expect(
      (await putImage(service, owner, id, '3', { body: await photo(500, 400) })).statusCode,
    ).toBe(200);
    expect(await imagesOf(id)).toHaveLength(3);
    expect(
      (await putImage(service, owner, id, '3', { body: await photo(500, 400) })).statusCode,
    ).toBe(200);
    expect(await imagesOf(id)).toHaveLength(4);
    // Each photo: its original and its thumbnail and display sizes in AVIF and WebP.
    expect(await keysOf(id)).toHaveLength(4 * 5);
  });

  it('answers 404 to another customer and changes nothing', async () => {
    const id = await createRequest(service, owner, 1);
    const before = await keysOf(id);
    const response = await putImage(service, other, id, '0', { body: await photo(500, 400) });
    expect(response.statusCode).toBe(404);
    expect(await keysOf(id)).toEqual(before);
  });

  it('refuses a non-image and a bad slot, storing nothing', async () => {
    const id = await createRequest(service, owner, 1);
    const before = await keysOf(id);
    const text = await putImage(service, owner, id, '0', {
      body: Buffer.from('%PDF-1.4 not a photo'),
      type: 'image/png',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('jobPost.images.unsupportedType');
    const slot = await putImage(service, owner, id, '4', { body: await photo(500, 400) });
    expect(slot.statusCode).toBe(400);
    expect(slot.json().code).toBe('jobPost.images.badIndex');
    expect(await keysOf(id)).toEqual(before);
  });

  it('answers 409 once an offer is accepted: the photos providers priced stay as they were', async () => {
    const id = await createRequest(service, owner, 1);
    await JobPostModel.updateOne(
      { _id: id },
      { $set: { status: 'bid_accepted', acceptedBid: new Types.ObjectId() } },
    );
    const before = await keysOf(id);
    const response = await putImage(service, owner, id, '0', { body: await photo(500, 400) });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('jobPost.images.closed');
    expect(response.json().message).toMatch(/can no longer be changed/);
    expect(await keysOf(id)).toEqual(before);
  });
});
