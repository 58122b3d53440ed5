import type { Types } from 'mongoose';
import { claimOnce, geoCellsOf, releaseOnce } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';

/** Version 2: the fine cells went from 0.1 by 0.2 degrees to 0.05 by 0.1 (server-kit geo-cells). */
export const GEO_CELLS_MIGRATION = 'migration:jobpost-geo-cells-2';
const BATCH = 100;

interface Located {
  _id: Types.ObjectId;
  location?: { latitude?: number | null; longitude?: number | null } | null;
  geoCell?: string | null;
  geoArea?: string | null;
}

/**
 * Gives every request whose stored cells are not those of its coordinates (saved before the
 * grid cells existed, or before the cells' size changed) its cells: the nearby search finds a
 * request only through them. Runs once per database: the first marketplace to start claims
 * the migration (a unique key), and gives the claim back if it fails so the next start retries.
 * New requests get their cells from the model on validation. Returns how many it updated.
 */
export async function backfillGeoCells(): Promise<number> {
  if (!(await claimOnce(GEO_CELLS_MIGRATION))) return 0;
  try {
    const posts = await JobPostModel.find({}, { location: 1, geoCell: 1, geoArea: 1 }).lean<
      Located[]
    >();
    const located = posts.flatMap((post) => {
      const { latitude, longitude } = post.location ?? {};
      if (typeof latitude !== 'number' || typeof longitude !== 'number') return [];
      const cells = geoCellsOf({ latitude, longitude });
      const stale = cells.geoCell !== post.geoCell || cells.geoArea !== post.geoArea;
      return stale ? [{ _id: post._id, cells }] : [];
    });
    for (let start = 0; start < located.length; start += BATCH) {
      await Promise.all(
        located
          .slice(start, start + BATCH)
          .map((post) => JobPostModel.updateOne({ _id: post._id }, { $set: post.cells })),
      );
    }
    return located.length;
  } catch (error) {
    await releaseOnce(GEO_CELLS_MIGRATION);
    throw error;
  }
}
