import { type JobPostStatus } from '@boatcare/shared-domain/core';
import { estimatePrice, paymentBreakdown } from '@boatcare/shared-domain/pricing';
import {
  BidModel,
  ClubModel,
  JobModel,
  JobPostModel,
  MembershipRequestModel,
  PricingConfigModel,
  UserModel,
} from '../models/index.ts';
import { hashPassword } from '../passwords.ts';
import { ensureDemoReviews } from './reviews.ts';
import { isDuplicateKey } from '../store-errors.ts';
import {
  DEMO_CLUB,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  DEMO_USERS,
  PLACES,
  type DemoAccount,
} from './demo-data.ts';

import { recordPaidJobLedger } from './ledger.ts';

export { DEMO_EMAILS, DEMO_PASSWORD } from './demo-data.ts';
export { recordPaidJobLedger } from './ledger.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Finds a record or creates it; a concurrent seeder's insert is found instead of failing. */
async function ensure<T>(find: () => Promise<T | null>, create: () => Promise<T>): Promise<T> {
  const found = await find();
  if (found) return found;
  try {
    return await create();
  } catch (error) {
    const again = isDuplicateKey(error) ? await find() : null;
    if (again) return again;
    throw error;
  }
}

/**
 * One demo account, by email. A new one gets the demo password; an existing one keeps its
 * password, names and edits, and only gets what the demo needs (type, active, paid flags, a
 * bidder profile if it has none).
 */
async function ensureUser(account: DemoAccount): Promise<string> {
  const email = DEMO_EMAILS[account];
  const {
    first_name: _first,
    last_name: _last,
    bidder,
    service_range,
    auctioneer,
    ...demoState
  } = DEMO_USERS[account];
  const user = await ensure(
    () => UserModel.findOne({ email }, { _id: 1 }).lean(),
    async () => {
      const password_hash = await hashPassword(DEMO_PASSWORD);
      const created = await UserModel.create({ email, password_hash, ...DEMO_USERS[account] });
      return { _id: created._id };
    },
  );
  await UserModel.updateOne({ _id: user._id }, { $set: { ...demoState, status: 'active' } });
  if (bidder)
    await UserModel.updateOne({ _id: user._id, bidder: null }, { $set: { bidder, service_range } });
  if (auctioneer)
    await UserModel.updateOne({ _id: user._id, auctioneer: null }, { $set: { auctioneer } });
  return String(user._id);
}

interface PostSpec {
  boatName: string;
  boatType: 'Motorboat' | 'Sailboat' | 'RIB' | 'Catamaran';
  material: 'Gelcoat' | 'Awlgrip' | 'Aluminum';
  lengthFeet: number;
  place: (typeof PLACES)[keyof typeof PLACES];
  dockNumber: string;
  status: JobPostStatus;
  inDays: number;
  notes: string;
  polishing?: boolean;
  coating?: 'none' | 'wax' | 'ceramic';
}

/** A request of the owner, found by boat name so that a second run adds nothing. */
function ensurePost(auctioneer: string, spec: PostSpec): Promise<string> {
  const services = {
    polishing: spec.polishing ?? false,
    coating: spec.coating ?? 'none',
    interior: false,
    engineService: false,
    repair: false,
    flybridge: false,
  };
  const price = estimatePrice(spec.lengthFeet, services);
  return ensure(
    async () => {
      const found = await JobPostModel.findOne(
        { auctioneer, boatName: spec.boatName },
        { _id: 1 },
      ).lean();
      return found ? String(found._id) : null;
    },
    async () => {
      const { place, inDays, polishing: _p, coating: _c, dockNumber, ...fields } = spec;
      const post = await JobPostModel.create({
        ...fields,
        auctioneer,
        locationType: 'In water',
        location: { ...place, placeId: '', dockNumber },
        preferredDate: new Date(Date.now() + inDays * DAY),
        title: `${spec.boatType} cleaning at ${place.address.split(',')[0]}`,
        services: { cleaning: true, polishing: services.polishing, coating: services.coating },
        estimatedPriceMin: price.min,
        estimatedPriceMax: price.max,
      });
      return String(post._id);
    },
  );
}

function ensureBid(
  jobPost: string,
  bidder: string,
  amount: number,
  message: string,
): Promise<string> {
  return ensure(
    async () => {
      const found = await BidModel.findOne({ jobPost, bidder }, { _id: 1 }).lean();
      return found ? String(found._id) : null;
    },
    async () => String((await BidModel.create({ jobPost, bidder, amount, message }))._id),
  );
}

/** The order made from an accepted bid, with its payment and (when done) the owner's rating. */
async function ensureJob(
  props: { jobPost: string; bid: string; auctioneer: string; bidder: string; bid_amount: number },
  state: {
    status: 'accepted' | 'confirmed' | 'paid_out';
    payment_status: 'pending' | 'completed';
    rating: number | null;
    startedDaysAgo: number;
  },
): Promise<void> {
  const job = await ensure(
    () => JobModel.findOne({ jobPost: props.jobPost }, { _id: 1 }).lean(),
    async () => {
      const start = new Date(Date.now() - state.startedDaysAgo * DAY);
      const job = await JobModel.create({
        ...props,
        title: 'Boat cleaning',
        payment_amount: paymentBreakdown(props.bid_amount, false).totalAmount,
        payment_status: state.payment_status,
        status: state.status,
        job_start_date: start,
        job_end_date: state.status === 'paid_out' ? new Date(start.getTime() + DAY) : null,
      });
      await JobPostModel.updateOne(
        { _id: props.jobPost },
        { $set: { status: 'bid_accepted', acceptedBid: props.bid } },
      );
      if (state.payment_status === 'completed') await recordPaidJobLedger(job);
      return { _id: job._id };
    },
  );
  if (state.rating)
    await ensureDemoReviews({ ...props, _id: job._id }, state.rating, new Date(Date.now() - DAY));
}

export interface DemoSeed {
  users: Record<DemoAccount, string>;
  clubId: string;
}

/**
 * Demo accounts (password `boatcare-demo`) and records that make every dashboard show real,
 * non-zero figures. Idempotent: accounts are found by email and records by their natural
 * keys, so it is safe to run on every start. Uses the open mongoose connection.
 */
export async function seedDemoData(): Promise<DemoSeed> {
  await Promise.all(
    [UserModel, JobPostModel, BidModel, JobModel, ClubModel, MembershipRequestModel].map((model) =>
      model.init(),
    ),
  );
  const accounts = Object.keys(DEMO_EMAILS) as DemoAccount[];
  const ids = await Promise.all(accounts.map(ensureUser));
  const users = Object.fromEntries(accounts.map((account, i) => [account, ids[i]!])) as Record<
    DemoAccount,
    string
  >;
  const { owner, provider, provider2 } = users;

  // An open request with two bids, and one nobody has bid on yet.
  const seaBreeze = await ensurePost(owner, {
    boatName: 'Sea Breeze',
    boatType: 'Motorboat',
    material: 'Gelcoat',
    lengthFeet: 32,
    place: PLACES.nyhavn,
    dockNumber: 'B-12',
    status: 'bid_placed',
    inDays: 12,
    notes: 'Green algae on the waterline.',
    polishing: true,
  });
  await ensureBid(seaBreeze, provider, 480_00, 'We can do it this week, polishing included.');
  await ensureBid(seaBreeze, provider2, 520_00, 'Available next Monday.');
  await ensurePost(owner, {
    boatName: 'Nordlys',
    boatType: 'Sailboat',
    material: 'Awlgrip',
    lengthFeet: 38,
    place: PLACES.aarhus,
    dockNumber: 'A-4',
    status: 'active',
    inDays: 20,
    notes: 'Wax before the summer season.',
    coating: 'wax',
  });

  // A finished, paid and rated job, and one in progress.
  const havorn = await ensurePost(owner, {
    boatName: 'Havørn',
    boatType: 'Motorboat',
    material: 'Gelcoat',
    lengthFeet: 28,
    place: PLACES.tuborgHavn,
    dockNumber: 'T-7',
    status: 'bid_placed',
    inDays: -10,
    notes: 'Full exterior clean.',
  });
  const havornBid = await ensureBid(havorn, provider, 350_00, 'Done in one day.');
  await ensureJob(
    { jobPost: havorn, bid: havornBid, auctioneer: owner, bidder: provider, bid_amount: 350_00 },
    { status: 'paid_out', payment_status: 'completed', rating: 5, startedDaysAgo: 10 },
  );
  const bluePearl = await ensurePost(owner, {
    boatName: 'Blue Pearl',
    boatType: 'RIB',
    material: 'Aluminum',
    lengthFeet: 18,
    place: PLACES.svanemolle,
    dockNumber: 'S-21',
    status: 'bid_placed',
    inDays: 2,
    notes: 'Tubes need a gentle cleaner.',
  });
  const bluePearlBid = await ensureBid(bluePearl, provider2, 220_00, 'Happy to help.');
  await ensureJob(
    {
      jobPost: bluePearl,
      bid: bluePearlBid,
      auctioneer: owner,
      bidder: provider2,
      bid_amount: 220_00,
    },
    { status: 'accepted', payment_status: 'pending', rating: null, startedDaysAgo: 1 },
  );

  // A confirmed job that neither side has reviewed yet (reviews are written after confirmation).
  const kastanje = await ensurePost(owner, {
    boatName: 'Kastanje',
    boatType: 'Sailboat',
    material: 'Gelcoat',
    lengthFeet: 26,
    place: PLACES.nordreToldbod,
    dockNumber: 'N-3',
    status: 'bid_placed',
    inDays: -4,
    notes: 'Deck and cockpit.',
  });
  const kastanjeBid = await ensureBid(kastanje, provider2, 300_00, 'Deck and cockpit in a day.');
  await ensureJob(
    {
      jobPost: kastanje,
      bid: kastanjeBid,
      auctioneer: owner,
      bidder: provider2,
      bid_amount: 300_00,
    },
    { status: 'confirmed', payment_status: 'completed', rating: null, startedDaysAgo: 4 },
  );

  // The club, with the owner's pending request to join.
  const club = await ensure(
    () => ClubModel.findOne({ user: users.club }, { _id: 1 }).lean(),
    async () => ({ _id: (await ClubModel.create({ ...DEMO_CLUB, user: users.club }))._id }),
  );
  await ensure(
    () => MembershipRequestModel.findOne({ club: club._id, user: owner }, { _id: 1 }).lean(),
    async () => ({
      _id: (await MembershipRequestModel.create({ club: club._id, user: owner, status: 'pending' }))
        ._id,
    }),
  );
  await ensureDemoPromoCode();
  return { users, clubId: String(club._id) };
}

/** The demo promotion code for the provider subscription (DEMO20: 20% off every month). */
async function ensureDemoPromoCode(): Promise<void> {
  const promo = { code: 'DEMO20', percentOff: 20 };
  const config = await PricingConfigModel.findOne({}, { promoCodes: 1 })
    .sort({ created_date: 1 })
    .lean();
  if (!config) await PricingConfigModel.create({ promoCodes: [promo] });
  else if (!config.promoCodes?.length)
    await PricingConfigModel.updateOne({ _id: config._id }, { $set: { promoCodes: [promo] } });
}
