import { Types } from 'mongoose';
import {
  JobModel,
  JobPostModel,
  LedgerEntryModel,
  type LedgerEntryRecord,
} from '@boatcare/server-kit/models';
import { bidPayout } from '@boatcare/shared-domain/pricing';
import { type EarningsResponse } from '@boatcare/shared-domain/schemas/ledger';

/** What a list shows for an order: its title, else the boat's name. */
async function titlesOf(
  jobIds: Types.ObjectId[],
): Promise<Map<string, { title: string; bid: number }>> {
  const jobs = await JobModel.find(
    { _id: { $in: jobIds } },
    { title: 1, jobPost: 1, bid_amount: 1 },
  ).lean();
  const posts = await JobPostModel.find(
    { _id: { $in: jobs.map((job) => job.jobPost) } },
    { boatName: 1 },
  ).lean();
  const boats = new Map(posts.map((post) => [String(post._id), post.boatName]));
  return new Map(
    jobs.map((job) => [
      String(job._id),
      { title: job.title || boats.get(String(job.jobPost)) || '', bid: job.bid_amount },
    ]),
  );
}

const sumOf = (entries: LedgerEntryRecord[]) => entries.reduce((sum, e) => sum + e.amount, 0);

/**
 * A provider's earnings from the ledger: shares pending while their jobs are open, released
 * shares not yet paid out, each payout and each job's share. Only the caller's own entries.
 */
export async function earningsOf(providerId: string): Promise<EarningsResponse> {
  const provider = new Types.ObjectId(providerId);
  const [shares, payouts] = await Promise.all([
    LedgerEntryModel.find({ provider, kind: 'provider_share' })
      .sort({ created_date: -1 })
      .lean<LedgerEntryRecord[]>(),
    LedgerEntryModel.find({ provider, kind: 'payout' })
      .sort({ created_date: -1 })
      .lean<LedgerEntryRecord[]>(),
  ]);
  const titles = await titlesOf(shares.map((share) => share.job));
  const paid = new Set(payouts.map((payout) => String(payout.job)));
  const paidOut = sumOf(payouts);
  return {
    balance: {
      pending: sumOf(shares.filter((share) => share.state === 'pending')),
      available: sumOf(shares.filter((share) => share.state === 'available')) - paidOut,
      paidOut,
    },
    payouts: payouts.map((payout) => ({
      id: String(payout._id),
      jobId: String(payout.job),
      title: titles.get(String(payout.job))?.title ?? '',
      amount: payout.amount,
      reference: payout.reference ?? null,
      created_date: payout.created_date.toISOString(),
    })),
    jobs: shares.map((share) => {
      const bid = titles.get(String(share.job))?.bid ?? 0;
      return {
        jobId: String(share.job),
        title: titles.get(String(share.job))?.title ?? '',
        bidAmount: bid,
        commission: bidPayout(bid).commission,
        share: share.amount,
        state: share.state ?? 'pending',
        paidOut: paid.has(String(share.job)),
        created_date: share.created_date.toISOString(),
      };
    }),
  };
}
