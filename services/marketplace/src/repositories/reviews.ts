import { Types } from 'mongoose';
import { conflict, isDuplicateKey, notFound, now, type Caller } from '@boatcare/server-kit';
import { notifyQuietly } from '@boatcare/server-kit/notifications';
import { emitUserEvent } from '@boatcare/server-kit/events';
import { screenPath } from '@boatcare/shared-domain/core';
import { REVIEW_EDIT_WINDOW_MS } from '@boatcare/shared-domain/lifecycle';
import {
  type JobReviews,
  type RatingSummary,
  type Review,
  type ReviewInput,
  type ReviewSide,
} from '@boatcare/shared-domain/schemas/review';
import {
  JobModel,
  JobPostModel,
  ReviewModel,
  UserModel,
  type ReviewRecord,
} from '@boatcare/server-kit/models';
import { bidderView, peopleByIds, type Person } from './people.ts';
import { avatarUrlOf } from './avatars.ts';

/** Reviews may be written once the owner has confirmed the job (or it is paid out). */
const REVIEWABLE: readonly string[] = ['confirmed', 'paid_out'];
const LATEST = 3;

type ReviewRow = ReviewRecord & { _id: Types.ObjectId };
type Log = { error: (obj: object, msg: string) => void };

/** An owner is shown by first name; a provider by business title. */
const authorName = (side: ReviewSide, person: Person | undefined) =>
  side === 'owner' ? (person?.first_name ?? '') : bidderView(person).title;

function viewOf(row: ReviewRow, people: Map<string, Person>): Review {
  return {
    id: String(row._id),
    side: row.side,
    author: authorName(row.side, people.get(String(row.author))),
    // Reviews are read by the job's two parties only: each may see the other's picture.
    authorAvatarUrl: avatarUrlOf(people.get(String(row.author))),
    rating: row.rating,
    text: row.text ?? '',
    created_date: new Date(row.created_date).toISOString(),
    updated_date: new Date(row.updated_date).toISOString(),
  };
}

/** The job if the caller is its owner or its provider, with the caller's side; else 404. */
async function jobOfParty(caller: Caller, jobId: string) {
  const job = await JobModel.findOne({
    _id: jobId,
    $or: [{ auctioneer: caller.userId }, { bidder: caller.userId }],
  }).lean();
  if (!job) throw notFound('reviews.jobNotFound');
  const side: ReviewSide = String(job.auctioneer) === caller.userId ? 'owner' : 'provider';
  return { job, side };
}

const editableUntil = (row: ReviewRow) =>
  new Date(new Date(row.created_date).getTime() + REVIEW_EDIT_WINDOW_MS);

/** GET /reviews/job/{id}: both reviews of one job, for its owner or provider. */
export async function jobReviewsFor(caller: Caller, jobId: string): Promise<JobReviews> {
  const { job, side } = await jobOfParty(caller, jobId);
  const rows = await ReviewModel.find({ job: job._id }).lean<ReviewRow[]>();
  const people = await peopleByIds(rows.map((row) => row.author));
  const mine = rows.find((row) => row.side === side);
  const theirs = rows.find((row) => row.side !== side);
  return {
    open: REVIEWABLE.includes(job.status ?? ''),
    mine: mine ? viewOf(mine, people) : null,
    theirs: theirs ? viewOf(theirs, people) : null,
    editableUntil: mine ? editableUntil(mine).toISOString() : null,
  };
}

/** Keeps the user's `rating` (mean and count of the reviews about them) in step. */
async function refreshRating(subject: Types.ObjectId) {
  const rows = await ReviewModel.find({ subject }, { rating: 1 }).lean<ReviewRow[]>();
  const total = rows.reduce((sum, row) => sum + row.rating, 0);
  const average = rows.length ? Math.round((total / rows.length) * 10) / 10 : null;
  await UserModel.updateOne(
    { _id: subject },
    { $set: { rating: { average, count: rows.length } } },
  );
}

/**
 * PUT /reviews/job/{id}: writes the caller's review of the other side, or changes it within
 * REVIEW_EDIT_WINDOW_MS of writing it (409 after). One per side per job: a unique index.
 */
export async function saveReview(
  caller: Caller,
  jobId: string,
  input: ReviewInput,
  log: Log,
): Promise<{ review: Review; created: boolean }> {
  const { job, side } = await jobOfParty(caller, jobId);
  if (!REVIEWABLE.includes(job.status ?? '')) throw conflict('reviews.notYet');
  const subject = side === 'owner' ? job.bidder : job.auctioneer;
  const at = now();
  let created = false;
  const existing = await ReviewModel.findOne({ job: job._id, side }).lean<ReviewRow>();
  if (existing) {
    if (at.getTime() > editableUntil(existing).getTime())
      throw conflict('reviews.editWindowClosed');
    await ReviewModel.updateOne(
      { _id: existing._id },
      { $set: { rating: input.rating, text: input.text, updated_date: at } },
    );
  } else {
    try {
      await ReviewModel.create({
        job: job._id,
        jobPost: job.jobPost,
        side,
        author: caller.userId,
        subject,
        rating: input.rating,
        text: input.text,
        created_date: at,
        updated_date: at,
      });
      created = true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      throw conflict('reviews.alreadyWritten');
    }
  }
  await refreshRating(subject);
  const row = await ReviewModel.findOne({ job: job._id, side }).lean<ReviewRow>();
  if (!row) throw notFound('reviews.jobNotFound');
  const people = await peopleByIds([row.author]);
  if (created) {
    const post = await JobPostModel.findById(job.jobPost, { boatName: 1 }).lean();
    const postId = String(job.jobPost);
    await notifyQuietly(
      {
        kind: 'reviewReceived',
        source: `review:${String(row._id)}`,
        receiver: String(subject),
        values: { title: post?.boatName ?? '', rating: String(row.rating), text: row.text ?? '' },
        path: screenPath(side === 'owner' ? 'supplierJobDetail' : 'requestDetail', { id: postId }),
      },
      log,
    );
    await emitUserEvent(
      {
        to: subject,
        kind: 'reviewReceived',
        source: `review:${String(row._id)}`,
        screen: side === 'owner' ? 'supplierJobDetail' : 'requestDetail',
        params: { id: postId },
        subject: { post: postId, job: String(job._id), review: String(row._id) },
        data: { title: post?.boatName ?? '', rating: String(row.rating) },
      },
      log,
    );
  }
  return { review: viewOf(row, people), created };
}

/**
 * Rating cards for many people at once: mean, count and the newest reviews about each, written
 * by the given side (owners about providers, or providers about owners).
 */
export async function ratingSummaries(
  subjects: (Types.ObjectId | string)[],
  side: ReviewSide,
): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(subjects.map(String))];
  const summaries = new Map<string, RatingSummary>();
  if (ids.length === 0) return summaries;
  const rows = await ReviewModel.find({ subject: { $in: ids }, side })
    .sort({ created_date: -1 })
    .lean<ReviewRow[]>();
  const people = await peopleByIds(rows.map((row) => row.author));
  for (const id of ids) {
    const about = rows.filter((row) => String(row.subject) === id);
    const total = about.reduce((sum, row) => sum + row.rating, 0);
    summaries.set(id, {
      average: about.length ? Math.round((total / about.length) * 10) / 10 : null,
      count: about.length,
      latest: about.slice(0, LATEST).map((row) => viewOf(row, people)),
    });
  }
  return summaries;
}

/** Mean (one decimal) of the reviews matching `filter`, counted in code; null without any. */
export async function meanOfReviews(filter: Record<string, unknown>): Promise<number | null> {
  const rows = await ReviewModel.find(filter, { rating: 1 }).lean<ReviewRow[]>();
  if (rows.length === 0) return null;
  return Math.round((rows.reduce((sum, row) => sum + row.rating, 0) / rows.length) * 10) / 10;
}
