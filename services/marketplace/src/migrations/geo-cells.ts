import type { Types } from 'mongoose';
import { claimOnce, geoCellsOf, releaseOnce } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';

const KEY = 'migration:jobpost-geo-cells-1';
const BATCH = 100;

interface Located {
  _id: Types.ObjectId;
  location?: { latitude?: number | null; longitude?: number | null } | null;
}

/**
 * Gives every request saved before the grid cells existed its cells (the nearby search finds a
 * request only through them). Runs once per database: the first marketplace to start claims
 * the migration (a unique key), and gives the claim back if it fails so the next start retries.
 * New requests get their cells from the model on validation. Returns how many it updated.
 */
export async function backfillGeoCells(): Promise<number> {
  if (!(await claimOnce(KEY))) return 0;
  try {
    const missing = await JobPostModel.find({ geoCell: null }, { location: 1 }).lean<Located[]>();
    const located = missing.filter(
      (post) =>
        typeof post.location?.latitude === 'number' && typeof post.location?.longitude === 'number',
    );
    for (let start = 0; start < located.length; start += BATCH) {
      await Promise.all(
        located.slice(start, start + BATCH).map((post) =>
          JobPostModel.updateOne(
            { _id: post._id },
            {
              $set: geoCellsOf({
                latitude: post.location!.latitude as number,
                longitude: post.location!.longitude as number,
              }),
            },
          ),
        ),
      );
    }
    return located.length;
  } catch (error) {
    await releaseOnce(KEY);
    throw error;
  }
}
