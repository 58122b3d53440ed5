import { BidModel, JobModel, JobPostModel, ReviewModel } from '@boatcare/server-kit/models';
import { recordPaidJobLedger } from '@boatcare/server-kit/seed';
import type { JobPostStatus, PaymentStatus } from '@boatcare/shared-domain/core';
import type { GeoPoint } from '@boatcare/shared-domain/geo';
import type { JobStatus } from '@boatcare/shared-domain/schemas/job';

/** Real harbours, so distances in tests are the distances people would expect. */
export const HARBOURS = {
  nyhavn: { latitude: 55.6797, longitude: 12.5901 },
  tuborgHavn: { latitude: 55.7249, longitude: 12.5826 },
  malmo: { latitude: 55.605, longitude: 13.0038 },
  aarhus: { latitude: 56.1496, longitude: 10.2283 },
} satisfies Record<string, GeoPoint>;

/** A provider's bidder profile, at Nyhavn. */
export const BIDDER_PROFILE = {
  title: 'Test Cleaning ApS',
  bio_description: 'We clean boats in and around Copenhagen, carefully and on time, every week.',
  contact_number: '+4512345678',
  address: 'Nyhavn, Copenhagen',
  ...HARBOURS.nyhavn,
};

/** A provider with that profile, gate fee paid, subscribed, a 50 km range (`service.createUser`). */
export const PROVIDER = {
  user_type: 2,
  gate_fee_paid: true,
  subscription_active: true,
  service_range: 50,
  bidder: BIDDER_PROFILE,
} as const;

export async function createJobPost(
  auctioneer: string,
  {
    at = HARBOURS.nyhavn,
    status = 'active',
    ...fields
  }: { at?: GeoPoint; status?: JobPostStatus } & Record<string, unknown> = {},
) {
  const post = await JobPostModel.create({
    auctioneer,
    boatName: 'Test boat',
    boatType: 'Motorboat',
    material: 'Gelcoat',
    lengthFeet: 30,
    locationType: 'In water',
    location: { address: 'Test harbour', ...at },
    preferredDate: new Date('2030-06-01'),
    status,
    ...fields,
  });
  return String(post._id);
}

export async function createBid(jobPost: string, bidder: string, amount = 100_00) {
  const bid = await BidModel.create({ jobPost, bidder, amount });
  return String(bid._id);
}

/** An accepted bid turned into a job (order). */
export async function createJob(props: {
  jobPost: string;
  auctioneer: string;
  bidder: string;
  bid_amount: number;
  payment_amount?: number;
  payment_status?: PaymentStatus;
  status?: JobStatus;
  /** The owner's review of the provider (stars), written as the job finished. */
  rating?: number | null;
}) {
  const { rating, ...fields } = props;
  const bid = await BidModel.findOne({ jobPost: props.jobPost, bidder: props.bidder });
  const job = await JobModel.create({
    payment_amount: props.bid_amount,
    ...fields,
    bid: bid?._id ?? (await createBid(props.jobPost, props.bidder, props.bid_amount)),
  });
  await JobPostModel.updateOne(
    { _id: props.jobPost },
    { $set: { status: 'bid_accepted', acceptedBid: job.bid } },
  );
  // A paid order has its ledger entries, as the payments service writes them.
  if (job.payment_status === 'completed') await recordPaidJobLedger(job);
  if (rating) {
    const at = new Date();
    await ReviewModel.create({
      job: job._id,
      jobPost: props.jobPost,
      side: 'owner',
      author: props.auctioneer,
      subject: props.bidder,
      rating,
      created_date: at,
      updated_date: at,
    });
  }
  return String(job._id);
}
