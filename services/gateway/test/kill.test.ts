import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@boatcare/server-kit';
import { JobPostModel, UserModel } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { NO_SERVICES } from '@boatcare/shared-domain/schemas/job-post-services';
import { startCluster, type Cluster } from './cluster.ts';

/**
 * `kill -9` of marketplace while clients create requests: each client action carries one
 * Idempotency-Key and is retried with it until it is acknowledged (as the browser client does).
 * After the restart every acknowledged request exists exactly once: none lost, none twice.
 */
const ACTIONS = 24;
const PARALLEL = 4;
const PASSWORD = 'correct-horse-battery';
let cluster: Cluster;
let token: string;
let owner: string;

beforeAll(async () => {
  // Four clients creating two dozen requests from one address: over the posting limit per IP,
  // which is not what this test is about (write-limits.test.ts is).
  cluster = await startCluster({
    instances: { marketplace: 1 },
    env: { WRITE_LIMIT_FACTOR: '10' },
  });
  await mongoose.connect(cluster.mongoUrl);
  const user = await UserModel.create({
    first_name: 'Load',
    last_name: 'Test',
    email: `${randomUUID()}@boatcare.test`,
    password_hash: await hashPassword(PASSWORD),
    user_type: UserType.Customer,
  });
  owner = String(user._id);
  const response = await fetch(`${cluster.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: PASSWORD }),
  });
  token = ((await response.json()) as { access_token: string }).access_token;
}, 180_000);
afterAll(async () => {
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
  await cluster?.stop();
}, 60_000);

/** A small valid PNG (the service checks photos by their bytes). */
function png(size = 16): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const IMAGE = png();
const FIELDS = jobPostFormFields({
  boatName: 'Load test',
  lengthFeet: 30,
  boatType: 'Motorboat',
  material: 'Gelcoat',
  locationType: 'In water',
  location: { address: 'Nyhavn', placeId: 'harbour:dk:nyhavn', latitude: 55.68, longitude: 12.59 },
  dockNumber: 'B-1',
  flybridge: false,
  services: { ...NO_SERVICES, polishing: true },
  preferredDate: '2099-06-01',
  notes: '',
  title: '',
  description: '',
});

/** What the browser's retry does: the same key until an answer that is not "try again". */
async function createRequest(key: string): Promise<string> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const form = new FormData();
    for (const [name, value] of Object.entries(FIELDS)) form.append(name, value);
    form.append('images', new Blob([new Uint8Array(IMAGE)], { type: 'image/png' }), 'boat.png');
    const answer = await fetch(`${cluster.url}/v1/jobpost`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: form,
    }).catch(() => null);
    if (answer?.status === 201) return ((await answer.json()) as { id: string }).id;
    if (answer && ![409, 502, 503, 504].includes(answer.status)) {
      throw new Error(`${answer.status}: ${await answer.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`action ${key} never acknowledged`);
}

describe('marketplace killed (kill -9) under a load of creates', () => {
  it('loses no acknowledged request and creates none twice', async () => {
    const keys = Array.from({ length: ACTIONS }, () => randomUUID());
    const acknowledged: string[] = [];
    let killed = false;
    const queue = [...keys];
    const killer = (async () => {
      await expect
        .poll(() => acknowledged.length, { timeout: 60_000, interval: 50 })
        .toBeGreaterThanOrEqual(6);
      const [marketplace] = cluster.instances.marketplace;
      await marketplace!.kill();
      killed = true;
      // `npm start` starts a dead service again after a second.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await marketplace!.start();
    })();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let key = queue.shift(); key; key = queue.shift()) {
          acknowledged.push(await createRequest(key));
        }
      }),
    );
    await killer;
    expect(killed).toBe(true);
    expect(acknowledged).toHaveLength(ACTIONS);
    expect(new Set(acknowledged).size).toBe(ACTIONS);
    const stored = await JobPostModel.find({ auctioneer: owner }, { _id: 1 }).lean();
    expect(stored.map((post) => String(post._id)).sort()).toEqual([...acknowledged].sort());
  }, 180_000);
});
