import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { BidModel, JobModel, JobPostModel } from '@boatcare/server-kit/models';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../../services/marketplace/src/app.ts';
import { startDatabase } from '../platform/database.ts';
import { startStorage } from '../platform/storage.ts';
import { table, type BenchContext } from './context.ts';
import { imageBytes } from './list-images.ts';
import { nearbyLatency } from './nearby.ts';

/** The measured owner's own records; everyone else's fill the database around them. */
const OWN_POSTS = 100;
const OWN_ORDERS = 50;
const BIDS_PER_OWN_POST = 3;
const BATCH = 1_000;
/**
 * Requests per endpoint and size. FerretDB v1 on SQLite pushes no filter but `_id` down to an
 * index, so with 100k requests every owner-scoped query reads the whole collection (seconds
 * each): that size gets a few sequential requests, or the run would take hours.
 */
const RUNS = {
  1_000: { requests: 100, concurrency: 4, warmup: 10 },
  100_000: { requests: 5, concurrency: 1, warmup: 1 },
} as const;

const day = 86_400_000;
const STATUSES = ['active', 'bid_placed', 'bid_accepted', 'cancelled'] as const;

function post(auctioneer: Types.ObjectId, i: number) {
  const created = new Date(Date.now() - i * 60_000);
  return {
    _id: new Types.ObjectId(),
    auctioneer,
    boatName: `Boat ${i}`,
    boatType: 'Motorboat',
    material: 'Gelcoat',
    lengthFeet: 20 + (i % 60),
    dirtinessLevel: 1,
    flybridge: i % 7 === 0,
    locationType: 'In water',
    location: {
      address: 'Nyhavn, København, Denmark',
      placeId: 'harbour:dk:nyhavn',
      dockNumber: `A-${i % 90}`,
      latitude: 55.6797,
      longitude: 12.5901,
    },
    preferredDate: new Date(Date.now() + (i % 90) * day),
    notes: 'Green line at the waterline.',
    title: '',
    description: '',
    status: STATUSES[i % STATUSES.length],
    services: {
      cleaning: true,
      polishing: i % 2 === 0,
      coating: 'none',
      interior: false,
      engineService: false,
      engineSerialNumber: '',
      engineDescription: '',
      repair: false,
    },
    images: [],
    estimatedPriceMin: 2_000_00,
    estimatedPriceMax: 3_000_00,
    min_bid_amount: 0,
    max_bid_amount: 0,
    bid_start_date: null,
    bid_end_date: null,
    acceptedBid: null,
    created_date: created,
    updated_date: created,
  };
}

function job(
  jobPost: Types.ObjectId,
  auctioneer: Types.ObjectId,
  bidder: Types.ObjectId,
  i: number,
) {
  const created = new Date(Date.now() - i * 60_000);
  return {
    jobPost,
    bid: new Types.ObjectId(),
    auctioneer,
    bidder,
    title: `Boat ${i}`,
    bid_amount: 250_00,
    payment_amount: 262_50,
    payment_status: i % 3 === 0 ? 'completed' : 'pending',
    status: i % 4 === 0 ? 'paid_out' : 'paid',
    job_start_date: created,
    job_end_date: null,
    created_date: created,
    updated_date: created,
  };
}

/** Other owners' requests (100 each) and orders on a quarter of them, inserted in batches. */
async function fill(count: number, bidder: Types.ObjectId) {
  for (let done = 0; done < count; done += BATCH) {
    const owners = Array.from({ length: BATCH / 100 }, () => new Types.ObjectId());
    const posts = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) =>
      post(owners[Math.floor(i / 100)]!, done + i),
    );
    await JobPostModel.collection.insertMany(posts);
    const orders = posts
      .filter((_, i) => i % 4 === 0)
      .map((p, i) => job(p._id, p.auctioneer, bidder, i));
    await JobModel.collection.insertMany(orders);
  }
}

/** The measured owner: requests with offers, and orders on half of them. */
async function seedOwner(owner: Types.ObjectId, bidders: Types.ObjectId[]) {
  const posts = Array.from({ length: OWN_POSTS }, (_, i) => post(owner, i));
  await JobPostModel.collection.insertMany(posts);
  await BidModel.collection.insertMany(
    posts.flatMap((p) =>
      bidders.slice(0, BIDS_PER_OWN_POST).map((bidder, i) => ({
        jobPost: p._id,
        bidder,
        amount: (200 + i) * 100,
        message: '',
        created_date: new Date(),
        updated_date: new Date(),
      })),
    ),
  );
  await JobModel.collection.insertMany(
    posts.slice(0, OWN_ORDERS).map((p, i) => job(p._id, owner, bidders[0]!, i)),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Latency of `path` over loopback HTTP: a bounded loop with a few requests in flight. */
async function measure(base: string, token: string, path: string, size: keyof typeof RUNS) {
  const { requests, concurrency, warmup } = RUNS[size];
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < requests) times.push(await call());
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  (${requests} requests, ${concurrency} in flight, ${(times.length / seconds).toFixed(1)} req/s)`;
}

const PATHS = ['/jobpost/list', '/jobpost/list?status=active', '/jobs', '/jobs?limit=50'];
const SIZES = [1_000, 100_000] as const;

/**
 * The list endpoints' latency with 1k and with 100k requests in the database, on a throwaway
 * database and bucket (never the platform's): the marketplace service in this process on
 * loopback, the measured owner holding 100 requests (3 offers each) and 50 orders.
 */
async function listLatency() {
  const dataDir = mkdtempSync(join(tmpdir(), 'boatcare-bench-lists-'));
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
    const owner = await service.createUser({ user_type: 1 });
    const bidders = await Promise.all([1, 2, 3].map(() => service!.createUser({ user_type: 2 })));
    const bidderIds = bidders.map((b) => new Types.ObjectId(b.id));
    await seedOwner(new Types.ObjectId(owner.id), bidderIds);
    const rows: [string, string][] = [];
    let total = OWN_POSTS;
    for (const target of SIZES) {
      const started = performance.now();
      await fill(target - total, bidderIds[1]!);
      total = target;
      console.log(
        `  seeded ${total.toLocaleString('en')} requests (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      for (const path of PATHS) {
        const figures = await measure(base, owner.token, path, target);
        rows.push([`GET ${path} (${target / 1000}k posts)`, figures]);
      }
    }
    console.log(`database: ${database.kind}`);
    table(rows);
  } finally {
    await service?.close();
    await storage.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function lists(context: BenchContext) {
  console.log('### list endpoints, p95 latency');
  await listLatency();
  console.log('\n### nearby jobs, p95 latency (BENCH_NEARBY_SIZES=1000 for a quick check)');
  await nearbyLatency();
  console.log('\n### images a my-requests page downloads');
  await imageBytes(context);
}
