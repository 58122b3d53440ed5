import type { Types } from 'mongoose';
import { ReviewModel, UserModel } from '../models/index.ts';
import { isDuplicateKey } from '../store-errors.ts';

const DEMO_REVIEWS = {
  owner: 'Spotless hull and on time. Would book again.',
  provider: 'Clear instructions and the boat was ready when we came.',
} as const;

/** Keeps a user's `rating` (mean and count of the reviews about them) in step. */
async function refreshRating(subject: string) {
  const rows = await ReviewModel.find({ subject }, { rating: 1 }).lean();
  const total = rows.reduce((sum, row) => sum + row.rating, 0);
  const average = rows.length ? Math.round((total / rows.length) * 10) / 10 : null;
  await UserModel.updateOne(
    { _id: subject },
    { $set: { rating: { average, count: rows.length } } },
  );
}

/** Both sides' reviews of a finished demo job (idempotent: one per side per job). */
export async function ensureDemoReviews(
  job: { _id: Types.ObjectId; jobPost: string; auctioneer: string; bidder: string },
  rating: number,
  finishedAt: Date,
): Promise<void> {
  for (const side of ['owner', 'provider'] as const) {
    const [author, subject] =
      side === 'owner' ? [job.auctioneer, job.bidder] : [job.bidder, job.auctioneer];
    if (await ReviewModel.exists({ job: job._id, side })) continue;
    try {
      await ReviewModel.create({
        job: job._id,
        jobPost: job.jobPost,
        side,
        author,
        subject,
        rating,
        text: DEMO_REVIEWS[side],
        created_date: finishedAt,
        updated_date: finishedAt,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    await refreshRating(subject);
  }
}
