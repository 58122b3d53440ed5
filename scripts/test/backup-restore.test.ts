import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService, type TestUser } from '@boatcare/server-kit/testing';
import { JobPostModel, LedgerEntryModel, UserModel } from '@boatcare/server-kit/models';
import { marketplace } from '../../services/marketplace/src/app.ts';
import { PROVIDER, createJob, createJobPost } from '../../services/marketplace/test/fixtures.ts';
import { createRequest } from '../../services/marketplace/test/routes/jobpost/uploads.ts';
import { backup, restore } from '../backup/snapshot.ts';
import type { Stores } from '../backup/stores.ts';

let service: TestService;
let stores: Stores;
let owner: TestUser;
const dir = mkdtempSync(join(tmpdir(), 'boatcare-backup-'));

const counts = async () => {
  const db = mongoose.connection.db!;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  const entries = await Promise.all(
    names.sort().map(async (name) => [name, await db.collection(name).countDocuments()] as const),
  );
  return Object.fromEntries(entries);
};
const balance = async () =>
  (await LedgerEntryModel.find({}, { kind: 1, amount: 1 }).lean()).reduce(
    (sum, entry) => sum + entry.amount * (entry.kind === 'refund' ? -1 : 1),
    0,
  );
const login = (user: TestUser) =>
  service.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: user.email, password: user.password },
  });

beforeAll(async () => {
  service = await buildTestService(marketplace);
  const { MONGO_URL, S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET } = service.config;
  stores = {
    mongoUrl: MONGO_URL,
    s3: {
      endpoint: S3_ENDPOINT,
      accessKey: S3_ACCESS_KEY,
      secretKey: S3_SECRET_KEY,
      bucket: S3_BUCKET,
    },
  };
  owner = await service.createUser({ user_type: 1 });
  const provider = await service.createUser(PROVIDER);
  await createRequest(service, owner, 2);
  const paid = await createJobPost(owner.id, { status: 'bid_accepted' });
  await createJob({
    jobPost: paid,
    auctioneer: owner.id,
    bidder: provider.id,
    bid_amount: 250_00,
    payment_status: 'completed',
    status: 'confirmed',
    rating: 4,
  });
});
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('bring back every document, photo, ledger entry and sign-in after the platform is wiped', async () => {
    const before = await counts();
    const ledger = await balance();
    const photoKey = (await JobPostModel.findOne({ 'images.0': { $exists: true } }).lean())!
      .images[0]!.key;
    const photo = await service.app.storage.getBuffer(photoKey);

    // Writes go on while the backup runs; what it took is what its manifest counts.
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i += 1)
        await UserModel.create({
          first_name: 'During',
          last_name: `Backup${i}`,
          email: `during-${i}-${Date.now()}@boatcare.test`,
          password_hash: 'x',
          user_type: 1,
        });
    })();
    const manifest = await backup(stores, dir);
    writing = false;
    await writer;
    expect(manifest.collections.users).toBeGreaterThanOrEqual(before.users!);
    expect(manifest.objects.length).toBeGreaterThanOrEqual(4);

    // Wiped: no database, no objects.
    await mongoose.connection.db!.dropDatabase();
    await service.app.storage.remove(await service.app.storage.list(''));
    expect((await login(owner)).statusCode).toBe(401);

    await restore(stores, dir);
    const after = await counts();
    for (const [name, count] of Object.entries(before))
      expect(after[name], name).toBeGreaterThanOrEqual(count);
    expect(after).toMatchObject(manifest.collections);
    expect(await balance()).toBe(ledger);
    expect(ledger).toBeGreaterThan(0);
    expect((await service.app.storage.getBuffer(photoKey)).equals(photo)).toBe(true);
    expect((await login(owner)).statusCode).toBe(200);
    // The unique indexes came back too: the address cannot register twice.
    await expect(
      UserModel.collection.insertOne({ email: owner.email, first_name: 'x' }),
    ).rejects.toThrow(/duplicate key/i);
  });

  it('refuses to restore into a platform that holds data', async () => {
    await expect(restore(stores, dir)).rejects.toThrow(/not empty/);
  });
});
