import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { geoCellsOf } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../../services/marketplace/src/app.ts';
import { startDatabase } from '../platform/database.ts';
import { startStorage } from '../platform/storage.ts';
import { table } from './context.ts';
import { latency, type Run } from './latency.ts';
import { checkTarget, ratio } from './targets.ts';

/** Denmark's bounding box (the spec's country settings). */
const DENMARK = { north: 57.7525, south: 54.5592, east: 15.1972, west: 8.0753 };
const BATCH = 1_000;
const RUN: Run = {
  requests: Number(process.env.BENCH_NEARBY_REQUESTS ?? 60),
  concurrency: 4,
  warmup: 4,
};
/** Sizes to measure; `BENCH_NEARBY_SIZES=1000` for a quick check (100k takes long). */
const SIZES = (process.env.BENCH_NEARBY_SIZES ?? '1000,100000').split(',').map(Number);

/** A deterministic spread, so runs compare. */
const spread = (i: number, salt: number) =>
  (((Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453) % 1) + 1) % 1;

/** The i-th point of the spread over Denmark's box. */
export const denmarkPoint = (i: number) => ({
  latitude: DENMARK.south + spread(i, 1) * (DENMARK.north - DENMARK.south),
  longitude: DENMARK.west + spread(i, 2) * (DENMARK.east - DENMARK.west),
});

function openPost(auctioneer: Types.ObjectId, i: number) {
  const created = new Date(Date.now() - i * 60_000);
  const at = denmarkPoint(i);
  return {
    _id: new Types.ObjectId(),
    auctioneer,
    boatName: `Boat ${i}`,
    boatType: 'Motorboat',
    material: 'Gelcoat',
    lengthFeet: 20 + (i % 60),
    dirtinessLevel: 1,
    flybridge: false,
    locationType: 'In water',
    location: {
      address: 'Somewhere in Denmark',
      placeId: '',
      dockNumber: `A-${i % 90}`,
      ...at,
    },
    ...geoCellsOf(at),
    preferredDate: new Date(Date.now() + (i % 90) * 86_400_000),
    notes: '',
    title: '',
    description: '',
    status: i % 2 === 0 ? 'active' : 'bid_placed',
    services: { cleaning: true, polishing: i % 2 === 0, coating: 'none' },
    images: [],
    estimatedPriceMin: 2_000_00,
    estimatedPriceMax: 3_000_00,
    acceptedBid: null,
    created_date: created,
    updated_date: created,
  };
}

const PATHS = [
  '/jobpost/nearby',
  '/jobpost/nearby?radius=150',
  '/jobpost/nearby?radius=150&page=3&boatLengthFrom=30&boatLengthTo=50',
];

/**
 * GET /jobpost/nearby with 1k and 100k open requests spread over Denmark, on a throwaway
 * database: a provider in Copenhagen with a 50 km range.
 */
export async function nearbyLatency() {
  const dataDir = mkdtempSync(join(tmpdir(), 'boatcare-bench-nearby-'));
  const [database, storage] = await Promise.all([startDatabase(dataDir), startStorage(dataDir)]);
  Object.assign(process.env, {
    MONGO_URL: database.url,
    S3_ENDPOINT: storage.endpoint,
    S3_ACCESS_KEY: storage.accessKey,
    S3_SECRET_KEY: storage.secretKey,
  });
  let service: TestService | undefined;
  try {
    service = await buildTestService(marketplace);
    const base = await service.app.listen({ host: '127.0.0.1', port: 0 });
    const provider = await service.createUser({
      user_type: 2,
      subscription_active: true,
      service_range: 50,
      bidder: {
        title: 'Bench Boat Care',
        bio_description: 'A provider in Copenhagen for the benchmark, with a fifty km range.',
        contact_number: '+4512345678',
        address: 'Nyhavn, København',
        latitude: 55.6797,
        longitude: 12.5901,
      },
    });
    const rows: [string, string][] = [];
    const p95s = new Map<string, number>();
    let total = 0;
    for (const target of SIZES) {
      const started = performance.now();
      for (; total < target; total += BATCH) {
        const owner = new Types.ObjectId();
        const count = Math.min(BATCH, target - total);
        await JobPostModel.collection.insertMany(
          Array.from({ length: count }, (_, i) => openPost(owner, total + i)),
        );
      }
      await database.settle();
      total = target;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  seeded ${total.toLocaleString('en')} open requests (${seconds} s)`);
      for (const path of PATHS) {
        const figures = await latency(base, provider.token, path, RUN);
        rows.push([`GET ${path} (${target / 1000}k open)`, figures.text]);
        p95s.set(`${path} ${target}`, figures.p95);
      }
    }
    console.log(`database: ${database.kind}`);
    table(rows);
    for (const path of PATHS) {
      const small = p95s.get(`${path} 1000`);
      const large = p95s.get(`${path} 100000`);
      const value = small && large ? large / small : null;
      checkTarget(`${path}: p95 100k / 1k open`, value, 2, 'max', ratio);
    }
  } finally {
    await service?.close();
    await storage.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
