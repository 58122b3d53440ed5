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
import { checkTarget, ratio } from './targets.ts';
import { latency } from './latency.ts';
import { imageBytes } from './list-images.ts';
import { denmarkPoint, nearbyLatency } from './nearby.ts';
import { adminListLatency } from './admin-lists.ts';
import { benchPost } from './bench-post.ts';

/** The measured owner's own records; everyone else's fill the database around them. */
const OWN_POSTS = 100;
const OWN_ORDERS = 50;
const BIDS_PER_OWN_POST = 3;
const BATCH = 1_000;
/**
 * Requests per endpoint and size. FerretDB v1 on SQLite pushes no filter but `_id` down to an
 * index, so with 100k requests every owner-scoped query reads the whole collection (seconds
 * each): on SQLite that size gets a few sequential requests, or the run would take hours.
 */
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 60);
const RUNS = {
  1_000: { requests: REQUESTS, concurrency: 4, warmup: 8 },
  100_000: { requests: REQUESTS, concurrency: 4, warmup: 8 },
} as const;
const SQLITE_100K = { requests: 5, concurrency: 1, warmup: 1 };

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
      benchPost(owners[Math.floor(i / 100)]!, done + i, denmarkPoint(done + i)),
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
  const posts = Array.from({ length: OWN_POSTS }, (_, i) => benchPost(owner, i));
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

/** Each list as the measured owner, or as the provider with 100 offers and 50 orders. */
const PATHS: [string, 'owner' | 'provider'][] = [
  ['/jobpost/list', 'owner'],
  ['/jobpost/list?status=active', 'owner'],
  ['/jobs', 'owner'],
  ['/jobs?limit=50', 'owner'],
  ['/api/customer/dashboard', 'owner'],
  ['/jobs/my-jobs', 'provider'],
  ['/jobpost/my-bids', 'provider'],
  ['/api/supplier/dashboard', 'provider'],
];
const SIZES = [1_000, 100_000] as const;
/** `BENCH_LIST_PATHS=nearby,supplier` measures only the lists whose path holds one of these. */
const ONLY = process.env.BENCH_LIST_PATHS?.split(',').filter(Boolean);
const measured = () =>
  ONLY ? PATHS.filter(([path]) => ONLY.some((part) => path.includes(part))) : PATHS;

/**
 * The list endpoints' latency with 1k and with 100k requests in the database, on a throwaway
 * database and bucket (never the platform's): the marketplace service in this process on
 * loopback, the measured owner holding 100 requests (3 offers each) and 50 orders.
 */
export async function listLatency() {
  if (measured().length === 0) return;
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
    const bidders = await Promise.all(
      [1, 2, 3].map((i) =>
        service!.createUser({
          user_type: 2,
          subscription_active: true,
          service_range: 50,
          bidder: {
            title: `Bench Boat Care ${i}`,
            bio_description: 'A provider in Copenhagen for the benchmark, with a fifty km range.',
            contact_number: '+4512345678',
            address: 'Nyhavn, København',
            latitude: 55.6797,
            longitude: 12.5901,
          },
        }),
      ),
    );
    const bidderIds = bidders.map((b) => new Types.ObjectId(b.id));
    await seedOwner(new Types.ObjectId(owner.id), bidderIds);
    const tokens = { owner: owner.token, provider: bidders[0]!.token };
    const slow = database.kind === 'ferretdb-sqlite';
    const rows: [string, string][] = [];
    const p95s = new Map<string, number>();
    let total = OWN_POSTS;
    for (const target of SIZES) {
      const started = performance.now();
      await fill(target - total, bidderIds[1]!);
      await database.settle();
      total = target;
      console.log(
        `  seeded ${total.toLocaleString('en')} requests (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      for (const [path, who] of measured()) {
        const run = slow && target === 100_000 ? SQLITE_100K : RUNS[target];
        const figures = await latency(base, tokens[who], path, run);
        rows.push([`GET ${path} (${target / 1000}k posts)`, figures.text]);
        if (process.env.BENCH_DEBUG) console.log(`  ${rows.at(-1)?.join('  ')}`);
        p95s.set(`${path} ${target}`, figures.p95);
      }
    }
    console.log(`database: ${database.kind}`);
    table(rows);
    for (const [path] of measured()) {
      const small = p95s.get(`${path} 1000`) ?? 0;
      const large = p95s.get(`${path} 100000`) ?? 0;
      checkTarget(`${path}: p95 100k / 1k`, small > 0 ? large / small : null, 2, 'max', ratio);
    }
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
  console.log('\n### admin lists and dashboard, p95 latency');
  await adminListLatency(ONLY);
  // BENCH_LIST_PATHS=admin: only the admin's lists.
  if (ONLY?.includes('admin') && measured().length === 0) return;
  console.log('\n### nearby jobs, p95 latency (BENCH_NEARBY_SIZES=1000 for a quick check)');
  await nearbyLatency();
  console.log('\n### images a my-requests page downloads');
  await imageBytes(context);
}
