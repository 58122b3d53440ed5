import type { Types } from 'mongoose';
import { now } from '@boatcare/server-kit';
import { notifyQuietly, amountValue } from '@boatcare/server-kit/notifications';
import { emitUserEvent } from '@boatcare/server-kit/events';
import { BidModel, JobPostModel } from '@boatcare/server-kit/models';

type Log = { error: (obj: object, msg: string) => void };

/** The request's owner hears of an offer on it, live: their open request shows it. */
async function tellOwnerLive(
  post: { _id: unknown; auctioneer: Types.ObjectId; boatName?: string | null },
  bidId: string,
  kind: 'bidReceived' | 'bidChanged',
  source: string,
  log: Log,
) {
  const postId = String(post._id);
  await emitUserEvent(
    {
      to: post.auctioneer,
      kind,
      source,
      screen: 'requestDetail',
      params: { id: postId },
      subject: { post: postId, bid: bidId },
      data: { title: post.boatName ?? '' },
    },
    log,
  );
}

/**
 * A new offer tells the request's owner (an email and a user event, once per bid); never fails
 * the offer itself.
 */
export async function notifyBidReceived(bidId: string, log: Log): Promise<void> {
  try {
    const bid = await BidModel.findById(bidId, { jobPost: 1, amount: 1 }).lean();
    const post =
      bid && (await JobPostModel.findById(bid.jobPost, { auctioneer: 1, boatName: 1 }).lean());
    if (!bid || !post) return;
    await notifyQuietly(
      {
        kind: 'bidReceived',
        source: `bid:${bidId}`,
        receiver: String(post.auctioneer),
        values: { title: post.boatName ?? '', ...amountValue(bid.amount) },
        path: `requests/${String(post._id)}`,
      },
      log,
    );
    await tellOwnerLive(post, bidId, 'bidReceived', `bid:${bidId}`, log);
  } catch (error) {
    log.error({ err: error }, 'could not enqueue the new-offer notification');
  }
}

/**
 * A provider's changed offer tells the request's owner live (their open request shows the new
 * amount); each change is its own event.
 */
export async function notifyBidChanged(bidId: string, log: Log): Promise<void> {
  try {
    const bid = await BidModel.findById(bidId, { jobPost: 1 }).lean();
    const post =
      bid && (await JobPostModel.findById(bid.jobPost, { auctioneer: 1, boatName: 1 }).lean());
    if (!bid || !post) return;
    await tellOwnerLive(post, bidId, 'bidChanged', `bid:${bidId}:${now().getTime()}`, log);
  } catch (error) {
    log.error({ err: error }, 'could not tell of a changed offer');
  }
}
