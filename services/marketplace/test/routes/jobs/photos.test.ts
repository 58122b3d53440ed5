import { describe, expect, it } from 'vitest';
import { bearer, type TestUser } from '@boatcare/server-kit/testing';
import { multipart, photo, type FilePart } from '../jobpost/uploads.ts';
import { changeStatus, jobIn, useJobParties, workOf } from './lifecycle-fixtures.ts';

const { service, people } = useJobParties();

async function upload(
  user: TestUser,
  job: string,
  fields: Record<string, string>,
  files: FilePart[],
) {
  const { payload, contentType } = await multipart(fields, files);
  return service.app.inject({
    method: 'PUT',
    url: `/jobs/${job}/photos`,
    headers: { ...bearer(user.token), 'content-type': contentType },
    payload,
  });
}

const image = async (format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<FilePart> => ({
  name: 'image',
  body: await photo(900, 700, format),
  type: `image/${format}`,
  filename: `photo.${format === 'jpeg' ? 'jpg' : format}`,
});
const keysOf = async (job: string) => (await service.app.storage.list(`jobs/${job}/`)).sort();

describe('PUT /jobs/{id}/photos', () => {
  it('stores before and after photos per service with thumbnails, served like request photos', async () => {
    const job = await jobIn(people, 'in_progress');
    const before = await upload(people.provider, job, { phase: 'before', service: 'cleaning' }, [
      await image(),
      await image('png'),
    ]);
    expect(before.statusCode).toBe(200);
    expect(before.json().photos).toHaveLength(2);
    const after = await upload(people.provider, job, { phase: 'after', service: 'cleaning' }, [
      await image('webp'),
    ]);
    expect(after.statusCode).toBe(200);
    const { photos } = after.json();
    expect(photos.map((p: { phase: string }) => p.phase)).toEqual(['before', 'before', 'after']);
    expect(photos[0]).toMatchObject({ service: 'cleaning' });
    expect(photos[0].url).toMatch(
      /^\/v1\/images\/jobs\/[a-f0-9]{24}\/[0-9a-f-]{36}-thumb\.webp\?exp=\d+&sig=[0-9a-f]{64}$/,
    );
    // Each photo: the original and its thumbnail and display sizes in AVIF and WebP.
    expect(await keysOf(job)).toHaveLength(3 * 5);

    // Both renditions are served at their signed addresses; the thumbnail is a small WebP.
    const thumb = await service.app.inject({ url: photos[2].url.replace('/v1', '') });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const full = await service.app.inject({ url: photos[0].fullUrl.replace('/v1', '') });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');

    // The owner and admins see them side by side in the job's work.
    const work = (await workOf(service, people.owner, job)).json();
    expect(work.photos).toHaveLength(3);
  });

  it('checks photos by their bytes: anything else is refused and nothing is stored', async () => {
    const job = await jobIn(people, 'in_progress');
    const text = await upload(people.provider, job, { phase: 'before', service: 'cleaning' }, [
      { name: 'image', body: Buffer.from('%PDF-1.4 not a photo'), type: 'image/jpeg' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('jobPhotos.unsupportedType');
    const broken = await upload(people.provider, job, { phase: 'before', service: 'cleaning' }, [
      { name: 'image', body: Buffer.concat([(await image()).body.subarray(0, 200)]) },
    ]);
    expect(broken.statusCode).toBe(415);
    expect(await keysOf(job)).toEqual([]);
  });

  it('takes only ordered services, before or after, at most 4 each', async () => {
    const job = await jobIn(people, 'in_progress', { services: { polishing: true } });
    const notOrdered = await upload(people.provider, job, { phase: 'before', service: 'repair' }, [
      await image(),
    ]);
    expect(notOrdered.statusCode).toBe(400);
    expect(notOrdered.json().code).toBe('jobPhotos.validation.notOrdered');
    const badPhase = await upload(people.provider, job, { phase: 'during', service: 'cleaning' }, [
      await image(),
    ]);
    expect(badPhase.statusCode).toBe(400);
    expect(badPhase.json().details[0].path).toBe('phase');
    const none = await upload(people.provider, job, { phase: 'before', service: 'cleaning' }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('jobPhotos.noFile');

    const four = await Promise.all([1, 2, 3, 4].map(() => image()));
    const five = await upload(people.provider, job, { phase: 'before', service: 'polishing' }, [
      ...four,
      await image(),
    ]);
    expect(five.statusCode).toBe(400);
    expect(five.json().code).toBe('jobPhotos.tooMany');
    expect(
      (await upload(people.provider, job, { phase: 'before', service: 'polishing' }, four))
        .statusCode,
    ).toBe(200);
    const fifth = await upload(people.provider, job, { phase: 'before', service: 'polishing' }, [
      await image(),
    ]);
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().code).toBe('jobPhotos.tooMany');
    // Another phase of the same service has its own four.
    expect(
      (
        await upload(people.provider, job, { phase: 'after', service: 'polishing' }, [
          await image(),
        ])
      ).statusCode,
    ).toBe(200);
  });

  it('takes photos only while the job is in progress, only from its provider', async () => {
    for (const status of ['paid', 'done', 'confirmed', 'cancelled'] as const) {
      const job = await jobIn(people, status);
      const response = await upload(people.provider, job, { phase: 'after', service: 'cleaning' }, [
        await image(),
      ]);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('jobPhotos.notInProgress');
    }
    const job = await jobIn(people, 'in_progress');
    const fields = { phase: 'before', service: 'cleaning' };
    expect((await upload(people.otherProvider, job, fields, [await image()])).statusCode).toBe(404);
    expect((await upload(people.owner, job, fields, [await image()])).statusCode).toBe(403);
    expect((await upload(people.admin, job, fields, [await image()])).statusCode).toBe(403);
    const anonymous = await service.app.inject({ method: 'PUT', url: `/jobs/${job}/photos` });
    expect(anonymous.statusCode).toBe(401);
    expect(await keysOf(job)).toEqual([]);
  });

  it('lets the provider mark the job done only with before and after photos of every service', async () => {
    const job = await jobIn(people, 'in_progress', { services: { polishing: true } });
    const early = await changeStatus(service, people.provider, job, { status: 'done' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('jobPhotos.incomplete');
    for (const service_ of ['cleaning', 'polishing'])
      for (const phase of ['before', 'after'])
        if (!(service_ === 'polishing' && phase === 'after'))
          await upload(people.provider, job, { phase, service: service_ }, [await image()]);
    const missing = await changeStatus(service, people.provider, job, { status: 'done' });
    expect(missing.statusCode).toBe(409);
    await upload(people.provider, job, { phase: 'after', service: 'polishing' }, [await image()]);
    const done = await changeStatus(service, people.provider, job, { status: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.json().job.status).toBe('done');
    expect(done.json().auto_confirm_at).toEqual(expect.any(String));
  });
});
