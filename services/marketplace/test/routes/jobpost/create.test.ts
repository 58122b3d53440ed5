import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { JobPostModel } from '@boatcare/server-kit/models';
import { imageKeysOf } from '@boatcare/server-kit/images';
import { estimatePrice } from '@boatcare/shared-domain/pricing';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { marketplace } from '../../../src/app.ts';
import { REQUEST, photo, postRequest } from './uploads.ts';

let service: TestService;
let owner: TestUser;

const stored = () => service.app.storage.list('job-posts/');

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
});
afterEach(async () => {
  await service.app.storage.remove(await stored());
  await JobPostModel.deleteMany({});
});
afterAll(() => service.close());

describe('POST /jobpost', () => {
  it('saves the request with its photos, a thumbnail of each, and the server’s own estimate', async () => {
    const fields = {
      ...jobPostFormFields(REQUEST),
      estimatedPriceMin: '1',
      estimatedPriceMax: '2',
      priceRange: '{"min":1,"max":2}',
    };
    const response = await postRequest(
      service,
      owner,
      [
        { body: await photo() },
        { body: await photo(900, 1200, 'png'), type: 'image/png', filename: 'b.png' },
      ],
      fields,
    );
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json();
    expect(message).toBe('Request created successfully!');

    const post = await JobPostModel.findById(id).lean();
    const estimate = estimatePrice(32, {
      polishing: true,
      coating: 'none',
      interior: false,
      engineService: false,
      repair: false,
      flybridge: false,
    });
    expect(post).toMatchObject({
      status: 'active',
      boatName: 'Havfruen',
      estimatedPriceMin: estimate.min,
      estimatedPriceMax: estimate.max,
      location: { placeId: 'harbour:dk:nyhavn', dockNumber: 'B-12', latitude: 55.6797 },
      services: { polishing: true, coating: 'none' },
    });
    expect(post?.images).toHaveLength(2);
    expect((await stored()).sort()).toEqual(imageKeysOf(post!.images).sort());
    for (const image of post!.images) {
      expect(image.key).toMatch(new RegExp(`^job-posts/${id}/[0-9a-f-]{36}\\.(jpg|png)$`));
      const [original, thumb] = await Promise.all([
        service.app.storage.getBuffer(image.key),
        service.app.storage.getBuffer(image.thumbKey),
      ]);
      const meta = await sharp(thumb).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width, meta.height)).toBe(480);
      expect(thumb.length).toBeLessThan(original.length);
    }
  });

  it('keeps no metadata (such as a GPS position) in the stored photo', async () => {
    const withExif = await sharp(await photo(640, 480))
      .withExif({ IFD0: { Copyright: 'owner', ImageDescription: 'secret harbour' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await postRequest(service, owner, [{ body: withExif }]);
    expect(response.statusCode).toBe(201);
    const [key] = (await stored()).filter((k) => k.endsWith('.jpg'));
    expect(
      (await sharp(await service.app.storage.getBuffer(key!)).metadata()).exif,
    ).toBeUndefined();
  });

  it('refuses a file that is not an image, whatever its name and type say, and stores nothing', async () => {
    const text = Buffer.from('this is not a photo at all, only text pretending to be one');
    const response = await postRequest(service, owner, [
      { body: await photo() },
      { body: text, filename: 'boat.jpg', type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'jobPost.images.unsupportedType',
      message: expect.any(String),
    });
    expect(await stored()).toEqual([]);
    expect(await JobPostModel.countDocuments()).toBe(0);
  });

  it('refuses HEIC and GIF photos by their bytes (no thumbnail can be made of HEIC here)', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(256),
    ]);
    const gif = await sharp(await photo(64, 64))
      .gif()
      .toBuffer();
    for (const body of [heic, gif]) {
      const response = await postRequest(service, owner, [
        { body, filename: 'boat.jpg', type: 'image/jpeg' },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('jobPost.images.unsupportedType');
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses a fifth image and stores nothing', async () => {
    const body = await photo(400, 300);
    const response = await postRequest(
      service,
      owner,
      Array.from({ length: 5 }, () => ({ body })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('jobPost.validation.imageCount');
    expect(await stored()).toEqual([]);
    expect(await JobPostModel.countDocuments()).toBe(0);
  });

  it('refuses a file over 10 MB and stores nothing', async () => {
    const big = Buffer.concat([await photo(400, 300), randomBytes(10 * 1024 * 1024)]);
    const response = await postRequest(service, owner, [
      { body: await photo(400, 300) },
      { body: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('jobPost.images.tooLarge');
    expect(await stored()).toEqual([]);
  });

  it('needs at least one photo', async () => {
    const response = await postRequest(service, owner, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('jobPost.validation.imageCount');
  });

  it('answers every bad field with its translation key, and stores nothing', async () => {
    const fields = {
      ...jobPostFormFields(REQUEST),
      boatName: ' ',
      location: '',
      boatType: 'Submarine',
      dockNumber: '',
    };
    const response = await postRequest(service, owner, [{ body: await photo(400, 300) }], fields);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('createRequest.validation.boatNameRequired');
    expect(
      Object.fromEntries(body.details.map((d: { path: string; code: string }) => [d.path, d.code])),
    ).toEqual({
      boatName: 'createRequest.validation.boatNameRequired',
      boatType: 'createRequest.validation.boatTypeRequired',
      location: 'createRequest.validation.locationRequired',
      dockNumber: 'createRequest.validation.dockNumberRequired',
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a part its form does not name, a text or a file, and stores nothing (the form is closed)', async () => {
    const extra = { ...jobPostFormFields(REQUEST), colour: 'blue' };
    const text = await postRequest(service, owner, [{ body: await photo(400, 300) }], extra);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      code: 'errors.unknownPart',
      details: [{ path: 'colour', code: 'errors.unknownPart' }],
    });
    const file = await postRequest(service, owner, [
      { body: await photo(400, 300) },
      { name: 'photo', body: await photo(400, 300) },
    ]);
    expect(file.statusCode).toBe(400);
    expect(file.json().details).toEqual([expect.objectContaining({ path: 'photo' })]);
    expect(await stored()).toEqual([]);
    expect(await JobPostModel.countDocuments()).toBe(0);
  });

  it('is for customers only, and needs a token', async () => {
    const provider = await service.createUser({ user_type: 2 });
    expect(
      (await postRequest(service, provider, [{ body: await photo(400, 300) }])).statusCode,
    ).toBe(403);
    const anonymous = await service.app.inject({ method: 'POST', url: '/jobpost', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a JSON body with 415', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/jobpost',
      payload: jobPostFormFields(REQUEST),
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('jobPost.images.notMultipart');
  });
});
