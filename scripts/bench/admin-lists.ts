import { loadavg } from 'node:os';
import { Types } from 'mongoose';
import { JobPostModel, PaymentModel, UserModel } from '@boatcare/server-kit/models';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { backoffice } from '../../services/backoffice/src/app.ts';
import { adminDashboardFigures } from '../../services/backoffice/src/repositories/admin-dashboard.ts';
import { recountSettled } from '../../services/backoffice/src/repositories/dashboard-snapshot.ts';
import { withThrowawayStore } from './throwaway.ts';
import { table } from './context.ts';
import { checkTarget, ratio } from './targets.ts';
import { latency, type Run } from './latency.ts';
import { denmarkPoint } from './nearby.ts';
import { benchPost } from './bench-post.ts';

const BATCH = 1_000;
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 60);
/**
 * Both sizes get the same run. Each path is first probed at 100k with one request bounded by
 * BENCH_ADMIN_PROBE_S (default 120 s): a list that FerretDB answers by reading every match
 * takes minutes per request there; one over the bound is reported as such and not measured.
 */
const RUN: Run = { requests: REQUESTS, concurrency: 4, warmup: 8 };
const PROBE_MS = Number(process.env.BENCH_ADMIN_PROBE_S ?? 120) * 1000;
/** `BENCH_ADMIN_SIZES=1000` for a quick look (the ratio then reads "not measured"). */
const SIZES = (process.env.BENCH_ADMIN_SIZES ?? '1000,100000').split(',').map(Number);
/** One owner per 100 requests; a payment for every fourth request. */
const POSTS_PER_OWNER = 100;

/**
 * The admin's lists and dashboard, measured as an admin (`BENCH_LIST_PATHS=admin` runs only
 * these). `{next}` in a path is the cursor of the list's first page (the second page).
 */
export const ADMIN_PATHS = [
  '/super/list/job-posts',
  '/super/list/job-posts?after={next}',
  '/super/list/requests?status=active',
  '/super/list/payments?state=succeeded',
  '/super/dashboard',
];

/** Owners, their requests and a payment for every fourth one, inserted in batches. */
async function fill(from: number, to: number) {
  for (let done = from; done < to; done += BATCH) {
    const size = Math.min(BATCH, to - done);
    const owners = Array.from({ length: Math.ceil(size / POSTS_PER_OWNER) }, (_, i) => {
      const created = new Date(Date.now() - (done + i) * 60_000);
      return {
        _id: new Types.ObjectId(),
        first_name: 'Bench',
        last_name: `Owner ${done + i}`,
        email: `owner-${done + i}@bench.example`,
        password_hash: 'x',
        user_type: 1,
        created_date: created,
        updated_date: created,
      };
    });
    const posts = Array.from({ length: size }, (_, i) =>
      benchPost(owners[Math.floor(i / POSTS_PER_OWNER)]!._id, done + i, denmarkPoint(done + i)),
    );
    const payments = posts
      .filter((_, i) => i % 4 === 0)
      .map((post, i) => ({
        intentId: `bench_${new Types.ObjectId().toHexString()}`,
        purpose: 'job',
        customer: post.auctioneer,
        baseAmount: 250_00,
        platformFee: 12_50,
        discount: 0,
        totalAmount: 262_50,
        status: i % 3 === 0 ? 'processing' : 'succeeded',
        created_date: post.created_date,
        created_day: post.created_day,
        updated_date: post.created_date,
      }));
    await UserModel.collection.insertMany(owners);
    await JobPostModel.collection.insertMany(posts);
    await PaymentModel.collection.insertMany(payments);
  }
}

/** One request bounded by PROBE_MS: its time, or null when it took longer. */
async function probe(base: string, token: string, path: string): Promise<number | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(PROBE_MS),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return null;
    throw error;
  }
}

/** The recount behind the dashboard's snapshot (once per TTL, off the request path), timed. */
async function recountTime() {
  const started = performance.now();
  await adminDashboardFigures();
  return performance.now() - started;
}

/** The first page's cursor, for the second-page paths. */
async function firstCursor(base: string, token: string, path: string) {
  const response = await fetch(`${base}${firstPageOf(path)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { next } = (await response.json()) as { next: string | null };
  return next ?? '';
}

const firstPageOf = (path: string) => path.replace(/[?&]after=\{next\}/, '');

/**
 * One path at one size. From 100k each path is probed first; one over the probe's bound (or a
 * second page whose first page was) is recorded in `over` and not measured further.
 */
async function measure(
  base: string,
  token: string,
  path: string,
  target: number,
  over: Set<string>,
): Promise<{ text: string; p95: number }> {
  const stopped = { text: `one request over ${PROBE_MS / 1000} s: stopped`, p95: PROBE_MS };
  if (over.has(`${firstPageOf(path)} ${target}`)) {
    over.add(`${path} ${target}`);
    return { ...stopped, text: `${stopped.text} (its first page was)` };
  }
  const asked = path.includes('{next}')
    ? path.replace('{next}', await firstCursor(base, token, path))
    : path;
  if (target > 1_000 && (await probe(base, token, asked)) === null) {
    over.add(`${path} ${target}`);
    return stopped;
  }
  return latency(base, token, asked, RUN);
}

/**
 * The dashboard (the same run at each size) just after the seeding, when its first load finds
 * the snapshot stale and a recount runs beside the measured loads, then between recounts (at
 * least nine tenths of the time: the ratio's figure).
 */
async function measureDashboard(base: string, token: string) {
  const path = '/super/dashboard';
  const during = await latency(base, token, path, RUN);
  await recountSettled();
  const between = await latency(base, token, path, RUN);
  return { text: `${between.text}; just after the seeding: ${during.text}`, p95: between.p95 };
}

/**
 * The back office's admin lists and dashboard with 1k and 100k requests (and their owners and
 * payments) in a throwaway database: the service in this process on loopback.
 */
export async function adminListLatency(only: readonly string[] | undefined) {
  const paths = ADMIN_PATHS.filter(
    (path) => !only || only.includes('admin') || only.some((part) => path.includes(part)),
  );
  if (paths.length === 0) return;
  // The dashboard as deployed: figures from a snapshot at most 30 s old (not the tests' 0).
  process.env.DASHBOARD_FIGURES_TTL_MS ??= '30000';
  await withThrowawayStore('admin', async (database) => {
    let service: TestService | undefined;
    try {
      service = await buildTestService(backoffice);
      const base = await service.app.listen({ host: '127.0.0.1', port: 0 });
      const admin = await service.createUser({ user_type: 0 });
      const rows: [string, string][] = [];
      const p95s = new Map<string, number>();
      const over = new Set<string>();
      let total = 0;
      for (const target of SIZES) {
        const started = performance.now();
        await fill(total, target);
        await database.settle();
        total = target;
        console.log(
          `  seeded ${total.toLocaleString('en')} requests, ${(total / POSTS_PER_OWNER).toLocaleString('en')} owners, ${(total / 4).toLocaleString('en')} payments (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
        for (const path of paths) {
          const figures =
            path === '/super/dashboard'
              ? await measureDashboard(base, admin.token)
              : await measure(base, admin.token, path, target, over);
          rows.push([`GET ${path} (${target / 1000}k posts)`, figures.text]);
          p95s.set(`${path} ${target}`, figures.p95);
          if (process.env.BENCH_DEBUG) console.log(`  ${rows.at(-1)?.join('  ')}`);
        }
        const recount = await recountTime();
        rows.push([
          `dashboard recount behind the snapshot (${target / 1000}k posts)`,
          `${recount.toFixed(1)} ms (one, off the request path: at most once per 30 s or per ten recounts)`,
        ]);
        if (process.env.BENCH_DEBUG) console.log(`  ${rows.at(-1)?.join('  ')}`);
        console.log(
          `  load average ${loadavg()
            .map((load) => load.toFixed(1))
            .join(' ')}`,
        );
      }
      console.log(`database: ${database.kind}`);
      table(rows);
      for (const path of paths) {
        const small = p95s.get(`${path} 1000`) ?? 0;
        const large = p95s.get(`${path} 100000`) ?? 0;
        const stopped = over.has(`${path} 100000`) ? ' (at least: stopped at the probe)' : '';
        const measuredBoth = small > 0 && large > 0;
        checkTarget(
          `${path}: p95 100k / 1k${stopped}`,
          measuredBoth ? large / small : null,
          2,
          'max',
          ratio,
        );
      }
    } finally {
      await service?.close();
    }
  });
}
