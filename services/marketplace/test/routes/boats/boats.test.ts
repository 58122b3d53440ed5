import { describe, expect, it } from 'vitest';
import { JobPostModel } from '@boatcare/server-kit/models';
import { useBeforeAll, useTestService } from '@boatcare/server-kit/testing';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { marketplace } from '../../../src/app.ts';
import { photo, postRequest, REQUEST } from '../jobpost/uploads.ts';
import { BOAT, addBoat, call, upload } from './boats-fixtures.ts';

const service = useTestService(marketplace);
const people = useBeforeAll(async () => ({
  owner: await service.createUser({ user_type: 1 }),
  other: await service.createUser({ user_type: 1 }),
  provider: await service.createUser({ user_type: 2 }),
}));

describe('boats', () => {
  it('an owner adds, lists, reads, changes and removes their boat', async () => {
    const id = await addBoat(service, people.owner);
    const list = await call(service, people.owner, 'GET', '/boats');
    expect(list.json().data.map((boat: { id: string }) => boat.id)).toContain(id);
    const page = await call(service, people.owner, 'GET', `/boats/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      boatName: 'Havørn',
      registrationNumber: 'DK-1234',
      year: 2015,
      engines: [{ description: 'Volvo Penta D4-300', serialNumber: 'VP-998877' }],
      requests: [],
      logbook: [],
      due: [],
    });
    const changed = await call(service, people.owner, 'PUT', `/boats/${id}`, {
      ...BOAT,
      boatName: 'Havørn II',
    });
    expect(changed.json().data.boatName).toBe('Havørn II');
    expect((await call(service, people.owner, 'DELETE', `/boats/${id}`)).statusCode).toBe(200);
    expect((await call(service, people.owner, 'GET', `/boats/${id}`)).statusCode).toBe(404);
  });

  it("another owner's boat is not found, for every read and write", async () => {
    const id = await addBoat(service, people.owner);
    for (const [method, url, body] of [
      ['GET', `/boats/${id}`],
      ['PUT', `/boats/${id}`, BOAT],
      ['DELETE', `/boats/${id}`],
      ['GET', `/boats/${id}/shares`],
      ['POST', `/boats/${id}/shares`, { days: 7 }],
      ['GET', `/boats/${id}/logbook/pdf`],
    ] as const) {
      const response = await call(service, people.other, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('boats.notFound');
    }
    expect((await call(service, people.other, 'GET', '/boats')).json().data).toEqual([]);
    // A provider is not an owner at all.
    expect((await call(service, people.provider, 'GET', `/boats/${id}`)).statusCode).toBe(403);
    // The owner's boat is unchanged.
    expect((await call(service, people.owner, 'GET', `/boats/${id}`)).json().data.boatName).toBe(
      'Havørn',
    );
  });

  it('refuses what a boat cannot be', async () => {
    for (const body of [
      { ...BOAT, boatName: '' },
      { ...BOAT, lengthFeet: 0 },
      { ...BOAT, boatType: 'Submarine' },
      { ...BOAT, year: 1700 },
      { ...BOAT, engines: Array.from({ length: 5 }, () => ({ description: 'x' })) },
    ]) {
      const response = await call(service, people.owner, 'POST', '/boats', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBeTruthy();
    }
  });

  it('takes up to four photos, checked by their bytes', async () => {
    const id = await addBoat(service, people.owner);
    const body = await photo(800, 600);
    for (let n = 1; n <= 4; n += 1) {
      const added = await upload(service, people.owner, `/boats/${id}/photos`, {}, [
        { name: 'image', body },
      ]);
      expect(added.statusCode).toBe(201);
      expect(added.json().data.photos).toHaveLength(n);
    }
    const fifth = await upload(service, people.owner, `/boats/${id}/photos`, {}, [
      { name: 'image', body },
    ]);
    expect(fifth.statusCode).toBe(409);
    const text = await upload(service, people.owner, `/boats/${id}/photos`, {}, [
      { name: 'image', body: Buffer.from('not a photo'), type: 'image/jpeg' },
    ]);
    expect(text.statusCode).toBe(415);
    const foreign = await upload(service, people.other, `/boats/${id}/photos`, {}, [
      { name: 'image', body },
    ]);
    expect(foreign.statusCode).toBe(404);
    const page = (await call(service, people.owner, 'GET', `/boats/${id}`)).json().data;
    const [first] = page.photos;
    // The signed thumbnail is served; removing the photo takes it off the boat.
    expect(
      (await service.app.inject({ method: 'GET', url: first.url.replace('/v1', '') })).statusCode,
    ).toBe(200);
    const removed = await call(service, people.owner, 'DELETE', `/boats/${id}/photos/${first.id}`);
    expect(removed.json().data.photos).toHaveLength(3);
  });

  it('a request without a boat makes one (the wizard\'s "new boat"), and the next like it joins it', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const body = await photo(800, 600);
    const ids: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const made = await postRequest(service, owner, [{ body }]);
      expect(made.statusCode).toBe(201);
      ids.push(made.json().id as string);
    }
    const mine = (await call(service, owner, 'GET', '/boats')).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      boatName: REQUEST.boatName,
      lengthFeet: REQUEST.lengthFeet,
      boatType: REQUEST.boatType,
      dockNumber: REQUEST.dockNumber,
    });
    const page = (await call(service, owner, 'GET', `/boats/${mine[0].id}`)).json().data;
    expect(page.requests.map((one: { id: string }) => one.id).sort()).toEqual(ids.sort());
  });

  it("a request is linked to the owner's own boat only", async () => {
    const id = await addBoat(service, people.owner);
    const body = await photo(800, 600);
    const made = await postRequest(service, people.owner, [{ body }], {
      ...jobPostFormFields(REQUEST),
      boatId: id,
    });
    expect(made.statusCode).toBe(201);
    const post = await JobPostModel.findById(made.json().id).lean();
    expect(String(post?.boat)).toBe(id);
    const page = (await call(service, people.owner, 'GET', `/boats/${id}`)).json().data;
    expect(page.requests).toMatchObject([
      { id: made.json().id, status: 'active', jobStatus: null },
    ]);

    const foreign = await postRequest(service, people.other, [{ body }], {
      ...jobPostFormFields(REQUEST),
      boatId: id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('boats.notFound');
  });
});
