import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';
import { multipart, photo } from '../jobpost/uploads.ts';
import {
  changeStatus,
  jobIn,
  partiesOf,
  photosFor,
  workOf,
  type Parties,
} from './lifecycle-fixtures.ts';

let service: TestService;
let people: Parties;

beforeAll(async () => {
  service = await buildTestService(marketplace);
  people = await partiesOf(service);
});
afterAll(() => service.close());

interface Photo {
  id: string;
  phase: string;
  url: string;
}

async function upload(job: string, phase: 'before' | 'after'): Promise<Photo[]> {
  const { payload, contentType } = await multipart({ phase, service: 'cleaning' }, [
    { name: 'image', body: await photo(900, 700, 'jpeg'), type: 'image/jpeg', filename: 'p.jpg' },
  ]);
  const response = await service.app.inject({
    method: 'PUT',
    url: `/jobs/${job}/photos`,
    headers: { ...bearer(people.provider.token), 'content-type': contentType },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().photos;
}

const remove = (user: TestUser, job: string, photoId: string) =>
  service.app.inject({
    method: 'DELETE',
    url: `/jobs/${job}/photos/${photoId}`,
    headers: bearer(user.token),
  });
/** Objects per photo: the original and its thumbnail and display sizes in AVIF and WebP. */
const PER_PHOTO = 5;
const keysOf = async (job: string) => (await service.app.storage.list(`jobs/${job}/`)).sort();

describe('DELETE /jobs/{id}/photos/{photoId}', () => {
  it('removes a wrong photo and its files while the job is in progress; the others stay', async () => {
    const job = await jobIn(people, 'in_progress');
    await upload(job, 'before');
    const [kept, wrong] = await upload(job, 'before');
    expect(await keysOf(job)).toHaveLength(2 * PER_PHOTO);

    const response = await remove(people.provider, job, wrong!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Photo removed');
    expect(response.json().photos.map((p: Photo) => p.id)).toEqual([kept!.id]);
    expect(await keysOf(job)).toHaveLength(PER_PHOTO);
    expect((await service.app.inject({ url: wrong!.url.replace('/v1', '') })).statusCode).toBe(404);
    // The owner sees the same, and the same photo cannot be removed twice.
    expect((await workOf(service, people.owner, job)).json().photos).toHaveLength(1);
    const again = await remove(people.provider, job, wrong!.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('jobPhotos.notFound');
  });

  it('a removed photo no longer counts: the job cannot be marked done without it', async () => {
    const job = await jobIn(people, 'in_progress');
    await upload(job, 'before');
    const [after] = await upload(job, 'after');
    await remove(people.provider, job, after!.id);
    const done = await changeStatus(service, people.provider, job, { status: 'done' });
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('jobPhotos.incomplete');
  });

  it('keeps the photos once the job is done (or in any state but in progress)', async () => {
    for (const status of ['done', 'confirmed', 'disputed', 'paid_out'] as const) {
      const job = await jobIn(people, status);
      await photosFor(job);
      const [first] = (await workOf(service, people.provider, job)).json().photos as Photo[];
      const response = await remove(people.provider, job, first!.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('jobPhotos.removeNotInProgress');
      expect((await workOf(service, people.owner, job)).json().photos).toHaveLength(2);
    }
  });

  it("is only the job's provider's: others get 404 or 403, and another job's photo is not found", async () => {
    const job = await jobIn(people, 'in_progress');
    const [mine] = await upload(job, 'before');
    expect((await remove(people.otherProvider, job, mine!.id)).statusCode).toBe(404);
    expect((await remove(people.owner, job, mine!.id)).statusCode).toBe(403);
    expect((await remove(people.admin, job, mine!.id)).statusCode).toBe(403);
    const other = await jobIn(people, 'in_progress');
    const crossed = await remove(people.provider, other, mine!.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe('jobPhotos.notFound');
    const anonymous = await service.app.inject({
      method: 'DELETE',
      url: `/jobs/${job}/photos/${mine!.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await workOf(service, people.owner, job)).json().photos).toHaveLength(1);
  });
});
