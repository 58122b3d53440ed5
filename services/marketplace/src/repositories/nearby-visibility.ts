import { BidModel, JobPostModel } from '@boatcare/server-kit/models';
import type { Types } from 'mongoose';
import { clubPriorityClause } from './club-priority.ts';
import { OPEN_STATUSES } from './job-posts.ts';

/**
 * Which requests a provider may see: the one place this rule lives, for lists and for one
 * request alike. Requests still open for offers, with no bid accepted (a request whose accepted
 * bid is someone else's is closed to them), and, during a club member's priority window, only
 * to the providers that club has verified. A Mongo filter, combined with the search's.
 */
export async function nearbyVisibility(provider: string): Promise<Record<string, unknown>> {
  return {
    status: { $in: OPEN_STATUSES },
    acceptedBid: null,
    ...(await clubPriorityClause(provider, new Date())),
  };
}

/**
 * Whether a provider may see one request (its page, its questions, an offer on it): the lists'
 * rule above, or an offer of theirs on it (they keep seeing what they bid on).
 */
export async function providerMaySee(
  provider: string,
  postId: Types.ObjectId | string,
): Promise<boolean> {
  const [visible, mine] = await Promise.all([
    JobPostModel.exists({ _id: postId, ...(await nearbyVisibility(provider)) }),
    BidModel.exists({ jobPost: postId, bidder: provider }),
  ]);
  return Boolean(visible ?? mine);
}
