import { now } from '@boatcare/server-kit';
import type { AdminDashboard } from '@boatcare/shared-domain';
import { adminDashboardFigures } from './admin-dashboard.ts';

/**
 * How old the dashboard's figures may be (DASHBOARD_FIGURES_TTL_MS, default 30 s; 0 under
 * NODE_ENV=test, whose tests write the database directly and read the figures at once).
 */
export function dashboardFiguresTtl(env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.DASHBOARD_FIGURES_TTL_MS);
  if (env.DASHBOARD_FIGURES_TTL_MS && Number.isFinite(set) && set >= 0) return set;
  return env.NODE_ENV === 'test' ? 0 : 30_000;
}

let snapshot: { figures: AdminDashboard; at: number } | undefined;
let recount: Promise<AdminDashboard> | undefined;

/** One recount at a time; its result becomes the snapshot, a failure keeps the old one. */
function recountOnce(): Promise<AdminDashboard> {
  recount ??= (async () => {
    const at = now().getTime();
    try {
      const figures = await adminDashboardFigures();
      snapshot = { figures, at };
      return figures;
    } finally {
      recount = undefined;
    }
  })();
  return recount;
}

/**
 * The dashboard's four figures from this process's snapshot: a load never waits for the
 * counts (on FerretDB they read every match) once a snapshot exists. A snapshot older than the
 * TTL is answered once more while one recount replaces it (stale while revalidate), so the
 * figures lag the database by at most the TTL plus one recount. The first load after a start
 * waits for the first recount. Nothing is maintained, so nothing can drift: every recount is
 * the whole truth.
 */
export async function dashboardFigures(
  onError: (error: unknown) => void = () => {},
): Promise<AdminDashboard> {
  const ttl = dashboardFiguresTtl();
  if (ttl === 0) return adminDashboardFigures();
  if (!snapshot) return recountOnce();
  if (now().getTime() - snapshot.at >= ttl) recountOnce().catch(onError);
  return snapshot.figures;
}
