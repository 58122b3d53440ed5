import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Types } from 'mongoose';
import { releaseOnce } from '@boatcare/server-kit';
import { useBeforeAll, useTestService } from '@boatcare/server-kit/testing';
import type { JobPostImage } from '@boatcare/shared-domain/schemas/job-post';
import { marketplace } from '../../../src/app.ts';
import {
  BOAT_IMAGE_VARIANTS_MIGRATION,
  addMissingVariants,
} from '../../../src/migrations/image-variants.ts';
import { BoatModel, LogbookEntryModel } from '../../../src/models/boats.ts';
import { photo } from '../jobpost/uploads.ts';
import { addBoat, call, upload } from './boats-fixtures.ts';

const service = useTestService(marketplace);
const people = useBeforeAll(async () => ({
  owner: await service.createUser({ user_type: 1 }),
}));

/** A srcset's addresses (without /v1, as the service serves them) and widths. */
const entriesOf = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { url: url.replace(/^\/v1/, ''), width: Number(width.replace('w', '')) };
  });

/** Every size of a photo is served at its signed address, in its format and width. */
async function expectSizesServed(image: JobPostImage) {
  expect(image.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  for (const source of image.sources ?? []) {
    const entries = entriesOf(source.srcset);
    expect(entries.map((entry) => entry.width)).toEqual([480, 1280]);
    for (const entry of entries) {
      const response = await service.app.inject({ method: 'GET', url: entry.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(source.type);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(entry.width);
    }
  }
}

const boatPage = async (id: string) =>
  (await call(service, people.owner, 'GET', `/boats/${id}`)).json().data;

describe('boat and logbook photo sizes', () => {
  it('a boat photo is stored in AVIF and WebP at 480 and 1280 px, in the list, the page and a share link', async () => {
    const id = await addBoat(service, people.owner);
    const added = await upload(service, people.owner, `/boats/${id}/photos`, {}, [
      { name: 'image', body: await photo(1600, 1200) },
    ]);
    expect(added.statusCode).toBe(201);
    const [image] = (await boatPage(id)).photos as JobPostImage[];
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    await expectSizesServed(image!);
    const listed = (await call(service, people.owner, 'GET', '/boats')).json().data;
    const inList = listed.find((boat: { id: string }) => boat.id === id);
    expect(inList.photos[0].sources).toEqual(image!.sources);

    const share = (
      await call(service, people.owner, 'POST', `/boats/${id}/shares`, { days: 3 })
    ).json().data;
    const shared = (await call(service, null, 'GET', `/boats/shared/${share.token}`)).json().data;
    await expectSizesServed(shared.boat.photos[0]);

    // Removing the photo removes every size with it.
    const [avif] = entriesOf(image!.sources![0]!.srcset);
    await call(service, people.owner, 'DELETE', `/boats/${id}/photos/${image!.id}`);
    expect((await service.app.inject({ method: 'GET', url: avif!.url })).statusCode).toBe(404);
  });

  it("an own logbook entry's photo has its sizes too", async () => {
    const id = await addBoat(service, people.owner);
    const added = await upload(
      service,
      people.owner,
      `/boats/${id}/logbook`,
      { kind: 'wash', date: '2026-05-01', title: 'Spring wash' },
      [{ name: 'file', body: await photo(1600, 1200) }],
    );
    expect(added.statusCode).toBe(201);
    const [entry] = (await boatPage(id)).logbook;
    expect(entry.photos[0]).toMatchObject({ width: 1600, height: 1200, phase: 'own' });
    await expectSizesServed(entry.photos[0]);
  });

  it('boat and logbook photos stored before their sizes get them once', async () => {
    const id = await addBoat(service, people.owner);
    await upload(service, people.owner, `/boats/${id}/photos`, {}, [
      { name: 'image', body: await photo(1000, 750) },
    ]);
    await upload(
      service,
      people.owner,
      `/boats/${id}/logbook`,
      { kind: 'haulOut', date: '2026-10-01', title: 'Haul-out' },
      [{ name: 'file', body: await photo(1000, 750) }],
    );
    // As photos stored before issue 26 kept their sizes: original and WebP thumbnail only.
    const unset = (field: string) =>
      Object.fromEntries(['variants', 'width', 'height'].map((key) => [`${field}.0.${key}`, 1]));
    const boat = new Types.ObjectId(id);
    await BoatModel.collection.updateOne({ _id: boat }, { $unset: unset('photos') });
    await LogbookEntryModel.collection.updateOne({ boat }, { $unset: unset('files') });
    const before = await boatPage(id);
    expect(before.photos[0].sources).toBeUndefined();
    expect(before.logbook[0].photos[0].sources).toBeUndefined();

    await releaseOnce(BOAT_IMAGE_VARIANTS_MIGRATION);
    expect(await addMissingVariants(service.app)).toBeGreaterThanOrEqual(2);
    const after = await boatPage(id);
    expect(after.photos[0]).toMatchObject({ width: 1000, height: 750, url: before.photos[0].url });
    expect(after.logbook[0].photos[0]).toMatchObject({ width: 1000, height: 750 });
    const [avif] = entriesOf(after.photos[0].sources[0].srcset);
    const served = await service.app.inject({ method: 'GET', url: avif!.url });
    expect(served.headers['content-type']).toBe('image/avif');
    // Once only: a second start finds it done.
    expect(await addMissingVariants(service.app)).toBe(0);
  });
});
