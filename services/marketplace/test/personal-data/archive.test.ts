import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, setClockOffset, type Storage } from '@boatcare/server-kit';
import {
  bearer,
  buildTestService,
  expectRefusedOverItsLimit,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { NotificationModel, UserEventModel } from '@boatcare/server-kit/models';
import { personalData } from '@boatcare/shared-domain/endpoints';
import {
  EXPORT_VALID_HOURS,
  type ExportView,
  type PersonalDataExport,
} from '@boatcare/shared-domain/schemas/personal-data';
import { marketplace } from '../../src/app.ts';
import { personalDataRound } from '../../src/workers/personal-data.ts';
import {
  EXPORT_ATTEMPTS,
  EXPORT_RETRY_MS,
  prepareNextExport,
} from '../../src/personal-data/archive.ts';
import { PersonalDataExportModel } from '../../src/models/personal-data-export.ts';
import { JobPostModel } from '@boatcare/server-kit/models';
import { PROVIDER, createBid } from '../fixtures.ts';
import { createRequest } from '../routes/jobpost/uploads.ts';

let service: TestService;
let admin: TestUser;

const send = (method: 'GET' | 'POST', user: TestUser, url: string) =>
  service.app.inject({ method, url, headers: bearer(user.token) });
const statusOf = async (user: TestUser, url = '/personal-data/export') =>
  (await send('GET', user, url)).json().data as ExportView | null;
/** The download as a browser follows the link: no token; `/v1` is the gateway's. */
const download = (url: string) =>
  service.app.inject({ method: 'GET', url: url.replace(/^\/v1/, '') });
/** The object storage down, as a worker meets it: the same S3 server, a bucket not there. */
const storageDown = () => {
  const { config } = service;
  return createStorage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: 'storage-down',
  });
};
/** Runs the worker's round now. */
const round = () => personalDataRound(service.app, service.app.log);

beforeAll(async () => {
  // The tests run the worker's rounds themselves (its own would race them, and the teardown).
  process.env.PERSONAL_DATA_INTERVAL_MS = '3600000';
  service = await buildTestService(marketplace);
  admin = await service.createUser({ user_type: 0 });
});
afterEach(() => setClockOffset(0));
afterAll(async () => {
  await service.close();
  delete process.env.PERSONAL_DATA_INTERVAL_MS;
});

describe('personal data archive', () => {
  it('is prepared in the background, then offers one zip with data.json and the photos as stored', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const provider = await service.createUser(PROVIDER);
    const stranger = await service.createUser({ user_type: 1 });
    const id = await createRequest(service, owner, 1);
    await createBid(id, provider.id, 150_00);
    await createRequest(service, stranger, 1);

    const asked = await send('POST', owner, '/personal-data/export');
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data).toMatchObject({ state: 'preparing', url: null });
    // Asking again while it is prepared answers the same one.
    const again = await send('POST', owner, '/personal-data/export');
    expect(again.json().data.id).toBe(asked.json().data.id);

    await round();
    const ready = await statusOf(owner);
    expect(ready).toMatchObject({ id: asked.json().data.id, state: 'ready' });
    expect(ready?.url).toMatch(
      /^\/v1\/personal-data\/archive\/[a-f0-9]{24}\?exp=\d+&sig=[0-9a-f]{64}$/,
    );
    const hours = (Date.parse(ready!.expires_date!) - Date.parse(ready!.ready_date!)) / 3_600_000;
    expect(hours).toBe(EXPORT_VALID_HOURS);

    const zip = await download(ready!.url!);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="boatcare-data-/);
    expect(zip.rawPayload.length).toBe(ready!.size);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    const data = JSON.parse(Buffer.from(entries['data.json']!).toString()) as PersonalDataExport;
    expect(data.account).toMatchObject({ _id: owner.id, email: owner.email });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.marketplace.requests.map((row) => row._id)).toEqual([id]);
    // The request's photo, as its original, byte for byte; no one else's.
    const stored = (await JobPostModel.findById(id).lean())!.images[0]!;
    expect(data.files).toEqual([
      { path: `files/${stored.key}`, key: stored.key, type: stored.contentType },
    ]);
    const bytes = entries[`files/${stored.key}`];
    expect(Buffer.from(bytes!).equals(await service.app.storage.getBuffer(stored.key))).toBe(true);
    expect(Object.keys(entries).sort()).toEqual(['data.json', `files/${stored.key}`]);

    // Told in the bell and by email, once.
    const source = `export:${ready!.id}`;
    expect(await UserEventModel.countDocuments({ to: owner.id, kind: 'exportReady', source })).toBe(
      1,
    );
    expect(
      await NotificationModel.countDocuments({ receiver: owner.id, kind: 'exportReady' }),
    ).toBe(1);

    // The provider's archive holds their offer, not the owner's request.
    await send('POST', provider, '/personal-data/export');
    await round();
    const theirs = unzipSync(
      new Uint8Array((await download((await statusOf(provider))!.url!)).rawPayload),
    );
    const offers = JSON.parse(Buffer.from(theirs['data.json']!).toString()) as PersonalDataExport;
    expect(offers.marketplace.bids).toHaveLength(1);
    expect(offers.marketplace.requests).toEqual([]);
  });

  it('is tried again after a failure, and said failed only after its last attempt', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const asked = (await send('POST', owner, '/personal-data/export')).json().data as ExportView;
    const down = storageDown();
    const tryWith = (storage: Storage) => prepareNextExport(storage, service.app.log);
    let waited = 0;
    for (const [index, delay] of EXPORT_RETRY_MS.entries()) {
      expect(await tryWith(down)).toBe(true);
      expect(await statusOf(owner)).toMatchObject({ id: asked.id, state: 'preparing' });
      // Not before its time: nothing to make until the wait is over.
      expect(await tryWith(service.app.storage)).toBe(false);
      waited += delay;
      setClockOffset(waited + 1_000);
      expect((await PersonalDataExportModel.findById(asked.id).lean())?.attempts).toBe(index + 1);
    }
    // The last attempt fails for good: the person is told to ask again.
    expect(await tryWith(down)).toBe(true);
    expect(await statusOf(owner)).toMatchObject({ id: asked.id, state: 'failed', url: null });
    expect((await PersonalDataExportModel.findById(asked.id).lean())?.attempts).toBe(
      EXPORT_ATTEMPTS,
    );

    // Asked again with the storage back: made at the first try.
    const again = (await send('POST', owner, '/personal-data/export')).json().data as ExportView;
    expect(again.id).not.toBe(asked.id);
    await round();
    expect(await statusOf(owner)).toMatchObject({ id: again.id, state: 'ready' });
  });

  it('is made once the storage is back after a failed attempt', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const asked = (await send('POST', owner, '/personal-data/export')).json().data as ExportView;
    const down = storageDown();
    await prepareNextExport(down, service.app.log);
    setClockOffset(EXPORT_RETRY_MS[0] + 1_000);
    await round();
    const ready = await statusOf(owner);
    expect(ready).toMatchObject({ id: asked.id, state: 'ready' });
    expect((await download(ready!.url!)).statusCode).toBe(200);
  });

  it("cannot be read by anyone else: another's status, a changed link, another archive's signature", async () => {
    const owner = await service.createUser({ user_type: 1 });
    const other = await service.createUser({ user_type: 1 });
    await send('POST', owner, '/personal-data/export');
    await send('POST', other, '/personal-data/export');
    await round();
    const mine = (await statusOf(owner))!;
    const theirs = (await statusOf(other))!;
    expect(theirs.id).not.toBe(mine.id);

    // The other person's status is their own; the admin's view is refused to them.
    const byOther = await send('GET', other, `/personal-data/users/${owner.id}/export`);
    expect(byOther.statusCode).toBe(403);
    // A link without its signature, with another archive's, or altered: refused.
    const bare = mine.url!.split('?')[0]!;
    expect((await download(bare)).statusCode).toBe(403);
    expect((await download(`${bare}?${theirs.url!.split('?')[1]}`)).statusCode).toBe(403);
    const altered = mine.url!.replace(
      /sig=([0-9a-f])/,
      (_, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`,
    );
    const refused = await download(altered);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('errors.imageForbidden');
    // An unknown id.
    expect((await download(`/v1/personal-data/archive/${'a'.repeat(24)}`)).statusCode).toBe(404);
  });

  it('ends at its expiry: the link answers 410, the status says expired and the object is deleted', async () => {
    const owner = await service.createUser({ user_type: 1 });
    await createRequest(service, owner, 1);
    await send('POST', owner, '/personal-data/export');
    await round();
    const ready = (await statusOf(owner))!;
    const row = await PersonalDataExportModel.findById(ready.id).lean();
    expect(await service.app.storage.exists(row!.key)).toBe(true);

    setClockOffset((EXPORT_VALID_HOURS * 60 + 1) * 60_000);
    expect((await download(ready.url!)).statusCode).toBe(410);
    await round();
    const expired = await statusOf(owner);
    expect(expired).toMatchObject({ id: ready.id, state: 'expired', url: null });
    expect(await service.app.storage.exists(row!.key)).toBe(false);
    const gone = await download(ready.url!);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('personalData.export.expired');
  });

  it('is deleted with the account', async () => {
    const owner = await service.createUser({ user_type: 1 });
    await send('POST', owner, '/personal-data/export');
    await round();
    const ready = (await statusOf(owner))!;
    const row = await PersonalDataExportModel.findById(ready.id).lean();
    const deleted = await service.app.inject({
      method: 'POST',
      url: '/personal-data/delete',
      headers: bearer(owner.token),
      payload: { password: owner.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await service.app.storage.exists(row!.key)).toBe(false);
    expect(await PersonalDataExportModel.countDocuments({ user: owner.id })).toBe(0);
    expect((await download(ready.url!)).statusCode).toBe(404);
  });

  it('works the same for an admin asking for a person: the admin is told and downloads it', async () => {
    const owner = await service.createUser({ user_type: 1 });
    const asked = await send('POST', admin, `/personal-data/users/${owner.id}/export`);
    expect(asked.statusCode).toBe(202);
    await round();
    const ready = await statusOf(admin, `/personal-data/users/${owner.id}/export`);
    expect(ready?.state).toBe('ready');
    const entries = unzipSync(new Uint8Array((await download(ready!.url!)).rawPayload));
    const data = JSON.parse(Buffer.from(entries['data.json']!).toString()) as PersonalDataExport;
    expect(data.account).toMatchObject({ _id: owner.id, email: owner.email });
    expect(
      await UserEventModel.countDocuments({
        to: admin.id,
        kind: 'exportReady',
        screen: 'adminUserDetail',
      }),
    ).toBe(1);
    expect(await UserEventModel.countDocuments({ to: owner.id, kind: 'exportReady' })).toBe(0);
    const missing = await send('POST', admin, `/personal-data/users/${'b'.repeat(24)}/export`);
    expect(missing.statusCode).toBe(404);
  });

  it('can be asked for a few times a day', async () => {
    const owner = await service.createUser({ user_type: 1 });
    await expectRefusedOverItsLimit(personalData.exportOwn, () =>
      send('POST', owner, '/personal-data/export'),
    );
  });
});
