import { Types } from 'mongoose';
import { conflict, notFound, readPricingConfig } from '@boatcare/server-kit';
import { emitUserEvent, type EventLog } from '@boatcare/server-kit/events';
import { BidModel, JobPostModel } from '@boatcare/server-kit/models';
import type { JobPostEdit, JobPostSummary } from '@boatcare/shared-domain/schemas/job-post';
import { selectionOf } from '@boatcare/shared-domain/schemas/job-post-services';
import {
  OPEN_STATUSES,
  choiceOf,
  findOwnJobPost,
  marketJobOf,
  offerCounts,
  summaryOf,
  type JobPostRecord,
} from './job-posts.ts';
import { requestEstimate } from './market.ts';

/** Only while no bid is accepted: a conditional write, so an accept in between wins. */
const stillOpen = (id: Types.ObjectId, auctioneer: Types.ObjectId) => ({
  _id: id,
  auctioneer,
  acceptedBid: null,
  status: { $in: OPEN_STATUSES },
});

/** The owner's open request, or 404 (someone else's is the same as none) or 409 (accepted). */
async function openRequest(owner: string, id: string): Promise<JobPostRecord> {
  const post = await findOwnJobPost(id, owner);
  if (!post) throw notFound('jobPost.notFound');
  if (post.acceptedBid || !OPEN_STATUSES.includes(post.status ?? 'active'))
    throw conflict('jobPost.notChangeable');
  return post;
}

/** The stored fields an edit sets; the estimate is the server's, on the new length and services. */
async function changesOf(post: JobPostRecord, edit: JobPostEdit) {
  const { dockNumber, preferredDate, ...facts } = edit;
  const set: Record<string, unknown> = { ...facts };
  if (dockNumber !== undefined) set['location.dockNumber'] = dockNumber;
  if (preferredDate !== undefined) set.preferredDate = new Date(`${preferredDate}T00:00:00.000Z`);
  if (edit.lengthFeet !== undefined || edit.services || edit.flybridge !== undefined) {
    const estimate = await requestEstimate(
      {
        ...marketJobOf(post),
        lengthFeet: edit.lengthFeet ?? post.lengthFeet,
        selection: selectionOf(
          edit.services ?? choiceOf(post),
          edit.flybridge ?? Boolean(post.flybridge),
        ),
      },
      await readPricingConfig(),
    );
    set.estimatedPriceMin = estimate.range.min;
    set.estimatedPriceMax = estimate.range.max;
    set.estimateSource = estimate.source;
  }
  return set;
}

/** Tells every provider who bid on the request what happened to it (their notification centre). */
async function tellBidders(
  post: JobPostRecord,
  kind: 'requestUpdated' | 'requestCancelled',
  log: EventLog,
) {
  const bids = await BidModel.find({ jobPost: post._id }, { bidder: 1 }).lean();
  const postId = String(post._id);
  const source = `${kind}:${postId}:${Date.now()}`;
  await Promise.all(
    bids.map((bid) =>
      emitUserEvent(
        {
          to: bid.bidder,
          kind,
          source,
          screen: 'supplierJobDetail',
          params: { id: postId },
          subject: { post: postId },
          data: { title: post.boatName ?? '' },
        },
        log,
      ),
    ),
  );
}

async function summaryById(id: Types.ObjectId): Promise<JobPostSummary> {
  const post = await JobPostModel.findById(id).lean<JobPostRecord>();
  if (!post) throw notFound('jobPost.notFound');
  const counts = await offerCounts([post._id]);
  return summaryOf(post, counts.get(String(post._id)) ?? 0);
}

/** PATCH /jobpost/{id}: the owner changes an open request; the bidders are told. */
export async function editJobPost(
  owner: string,
  id: string,
  edit: JobPostEdit,
  log: EventLog,
): Promise<JobPostSummary> {
  const post = await openRequest(owner, id);
  const result = await JobPostModel.updateOne(stillOpen(post._id, post.auctioneer), {
    $set: await changesOf(post, edit),
  });
  if (result.matchedCount === 0) throw conflict('jobPost.notChangeable');
  await tellBidders(post, 'requestUpdated', log);
  return summaryById(post._id);
}

/** POST /jobpost/{id}/cancel: the owner withdraws an open request; the bidders are told. */
export async function cancelJobPost(
  owner: string,
  id: string,
  log: EventLog,
): Promise<JobPostSummary> {
  const post = await openRequest(owner, id);
  const result = await JobPostModel.updateOne(stillOpen(post._id, post.auctioneer), {
    $set: { status: 'cancelled' },
  });
  if (result.matchedCount === 0) throw conflict('jobPost.notChangeable');
  await tellBidders(post, 'requestCancelled', log);
  return summaryById(post._id);
}
