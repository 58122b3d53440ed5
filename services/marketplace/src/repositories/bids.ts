import { conflict, forbidden, isDuplicateKey, notFound } from '@boatcare/server-kit';
import type { z } from 'zod';
import type { bidBody } from '@boatcare/shared-domain/schemas/bid';
import { BidModel, JobPostModel, UserModel } from '@boatcare/server-kit/models';
import { OPEN_STATUSES } from './job-posts.ts';
import { providerMaySee } from './nearby-visibility.ts';

type BidInput = z.output<typeof bidBody>;

/**
 * One bid per provider and request: a second offer updates the first. `created` when it was
 * new, `changed` when an existing one now says something else.
 */
async function upsertBid(
  provider: string,
  input: BidInput,
): Promise<{ id: string; created: boolean; changed: boolean }> {
  const filter = { jobPost: input.jobPostId, bidder: provider };
  const update = { $set: { amount: input.bid_amount, message: input.message } };
  // What it said before: not every store reports an update that changed nothing as such.
  const before = await BidModel.findOne(filter, { amount: 1, message: 1 }).lean();
  let result;
  try {
    result = await BidModel.updateOne(filter, update, { upsert: true });
  } catch (error) {
    // Two first offers at once: the unique index lets one insert; the other updates it.
    if (!isDuplicateKey(error)) throw error;
    result = await BidModel.updateOne(filter, update);
  }
  const bid = await BidModel.findOne(filter, { _id: 1 }).lean();
  if (!bid) throw notFound('jobPost.notFound');
  const created = result.upsertedCount === 1;
  const changed =
    !created &&
    (before?.amount !== input.bid_amount || (before?.message ?? '') !== (input.message ?? ''));
  return { id: String(bid._id), created, changed };
}

/**
 * A provider's offer on a request: only with a bidder profile, the one-time gate fee paid and an
 * active subscription (docs/payments.md, "Who may bid"), only
 * while the request is open for offers and no bid is accepted (so a bid can change until then). The request then shows that it has offers (bid_placed).
 */
export async function placeBid(provider: string, input: BidInput) {
  const user = await UserModel.findById(provider, {
    subscription_active: 1,
    gate_fee_paid: 1,
    bidder: 1,
  }).lean();
  if (!user?.bidder) throw forbidden('bids.profileRequired');
  if (!user.gate_fee_paid) throw forbidden('bids.gateFeeRequired');
  if (!user.subscription_active) throw forbidden('bids.subscriptionRequired');
  const post = await JobPostModel.findById(input.jobPostId, { status: 1, acceptedBid: 1 }).lean();
  if (!post) throw notFound('jobPost.notFound');
  if (!OPEN_STATUSES.includes(post.status ?? 'active') || post.acceptedBid)
    throw conflict('bids.closed');
  // Open, but not to this provider yet (a club's priority window): as if it did not exist.
  if (!(await providerMaySee(provider, post._id))) throw notFound('jobPost.notFound');
  const saved = await upsertBid(provider, input);
  await JobPostModel.updateOne(
    { _id: input.jobPostId, status: 'active' },
    { $set: { status: 'bid_placed' } },
  );
  return { ...saved, jobPostId: input.jobPostId, amount: input.bid_amount, message: input.message };
}
