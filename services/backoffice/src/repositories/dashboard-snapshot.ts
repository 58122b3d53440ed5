import { now } from '@boatcare/server-kit';
import type { AdminDashboard } from '@boatcare/shared-domain/schemas/admin-people';
import { durationSetting } from '../duration-setting.ts';
import { adminDashboardFigures } from './admin-dashboard.ts';

/**
 * How old the dashboard's figures may be (DASHBOARD_FIGURES_TTL_MS, default 30 s; 0 under
 * NODE_ENV=test, whose tests write the database directly and read the figures at once).
 */
export const dashboardFiguresTtl = (env: NodeJS.ProcessEnv = process.env): number =>
  durationSetting('DASHBOARD_FIGURES_TTL_MS', 30_000, env);

/** A recount is started at most once per this many of its own durations (<= 10% of the time). */
const RECOUNT_SHARE = 10;

let snapshot: { figures: AdminDashboard; staleAt: number } | undefined;
let recount: Promise<AdminDashboard> | undefined;

/** One recount at a time; its result becomes the snapshot, a failure keeps the old one. */
function recountOnce(): Promise<AdminDashboard> {
  recount ??= (async () => {
    const at = now().getTime();
    const started = performance.now();
    try {
      const figures = await adminDashboardFigures();
      const took = performance.now() - started;
      snapshot = { figures, staleAt: at + Math.max(dashboardFiguresTtl(), RECOUNT_SHARE * took) };
      return figures;
    } finally {
      recount = undefined;
    }
  })();
  return recount;
}

/**
 * The dashboard's four figures from this process's snapshot: a load never waits for the
 * counts (on FerretDB they read every match) once a snapshot exists. A stale snapshot is
 * answered once more while one recount replaces it (stale while revalidate). It goes stale
 * after the TTL, or after ten times its recount's duration where that is longer (FerretDB with
 * 100k requests on a loaded machine: about a minute), so a watched dashboard keeps the
 * database busy at most a tenth of the time. The first load after a start waits for the first
 * recount. Nothing is maintained, so nothing can drift: every recount is the whole truth.
 */
export async function dashboardFigures(
  onError: (error: unknown) => void = () => {},
): Promise<AdminDashboard> {
  const ttl = dashboardFiguresTtl();
  if (ttl === 0) return adminDashboardFigures();
  if (!snapshot) return recountOnce();
  if (now().getTime() >= snapshot.staleAt) recountOnce().catch(onError);
  return snapshot.figures;
}

/** The recount under way, if any, settled (the bench measures between recounts too). */
export async function recountSettled(): Promise<void> {
  await recount?.catch(() => undefined);
}
