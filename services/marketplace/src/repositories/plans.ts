import { Types } from 'mongoose';
import {
  conflict,
  forbidden,
  notFound,
  now,
  recordJobCreated,
  transitionJob,
} from '@boatcare/server-kit';
import type { EventLog } from '@boatcare/server-kit/events';
import {
  BidModel,
  ClubModel,
  JobModel,
  JobPostModel,
  LedgerEntryModel,
  MembershipRequestModel,
  PaymentModel,
  PlanModel,
  UserModel,
  type PlanRecord,
} from '@boatcare/server-kit/models';
import { DEFAULT_SEASON_START_MONTH } from '@boatcare/shared-domain/clubs';
import { FULL_REFUND_NOTICE_MS } from '@boatcare/shared-domain/lifecycle';
import {
  planSeason,
  planVisits,
  type PlanCreate,
  type PlanView,
  type VisitKind,
  type VisitStatus,
} from '@boatcare/shared-domain/schemas/plans';
import { OPEN_STATUSES, type JobPostRecord } from './job-posts.ts';
import { bidderView, peopleByIds } from './people.ts';
import { notifyPlanOffer, notifyPlanOpened } from './plan-notifications.ts';
import { isoWeek } from './pier-batches.ts';

/** A visit and an offer as read (lean), plain objects. */
interface Visit {
  _id: Types.ObjectId;
  date: Date;
  kind: VisitKind;
  status: VisitStatus;
  jobPost: Types.ObjectId | null;
  job: Types.ObjectId | null;
}
interface Offer {
  _id: Types.ObjectId;
  provider: Types.ObjectId;
  pricePerVisit: number;
  message: string;
}
const day = (date: Date) => new Date(date).toISOString().slice(0, 10);

/** A plan as its owner (every offer) or a provider (only their own) sees it. */
async function viewOf(plan: PlanRecord, viewer: { provider?: string } = {}): Promise<PlanView> {
  const offers = (plan.offers as unknown as Offer[]).filter(
    (offer) => !viewer.provider || String(offer.provider) === viewer.provider,
  );
  const [people, post, season] = await Promise.all([
    peopleByIds(offers.map((offer) => offer.provider)),
    JobPostModel.findById(plan.jobPost, { boatName: 1, lengthFeet: 1, location: 1 }).lean(),
    plan.payment === 'season' && !viewer.provider ? seasonMoneyOf(plan) : null,
  ]);
  return {
    id: String(plan._id),
    jobPostId: String(plan.jobPost),
    boatName: post?.boatName ?? '',
    lengthFeet: post?.lengthFeet ?? 0,
    address: post?.location?.address ?? '',
    kind: plan.kind,
    everyWeeks: plan.everyWeeks ?? 2,
    payment: plan.payment ?? 'perVisit',
    status: plan.status ?? 'open',
    launch: day(plan.launch),
    haulOut: day(plan.haulOut),
    provider: plan.provider ? String(plan.provider) : null,
    pricePerVisit: plan.pricePerVisit ?? null,
    offers: offers.map((offer) => ({
      id: String(offer._id),
      provider: String(offer.provider),
      providerName: bidderView(people.get(String(offer.provider))).title,
      pricePerVisit: offer.pricePerVisit,
      message: offer.message ?? '',
    })),
    visits: (plan.visits as unknown as Visit[]).map((visit) => ({
      id: String(visit._id),
      date: day(visit.date),
      kind: visit.kind,
      status: visit.status ?? 'planned',
      jobId: visit.job ? String(visit.job) : null,
      jobPostId: visit.jobPost ? String(visit.jobPost) : null,
    })),
    season,
  };
}

/**
 * A season paid in advance, from the payments service's records: what its payments charged,
 * the refunds of its visits in the ledger (one per visit not done), and the booked visits still
 * unpaid.
 */
async function seasonMoneyOf(plan: PlanRecord): Promise<NonNullable<PlanView['season']>> {
  const payments = await PaymentModel.find(
    { plan: plan._id, purpose: 'season', status: 'succeeded' },
    { totalAmount: 1, visits: 1 },
  ).lean();
  const paidJobs = payments.flatMap((payment) => (payment.visits ?? []).map((part) => part.job));
  const booked = (plan.visits as unknown as Visit[]).flatMap((visit) =>
    visit.status === 'ordered' && visit.job ? [visit.job] : [],
  );
  const [refunds, unpaidVisits] = await Promise.all([
    LedgerEntryModel.find({ job: { $in: paidJobs }, kind: 'refund' }, { amount: 1 }).lean(),
    JobModel.countDocuments({
      _id: { $in: booked },
      status: 'accepted',
      payment_status: { $ne: 'completed' },
    }),
  ]);
  return {
    paid: payments.reduce((sum, payment) => sum + payment.totalAmount, 0),
    refunded: refunds.reduce((sum, refund) => sum + refund.amount, 0),
    unpaidVisits,
  };
}

async function ownPlan(owner: string, id: string): Promise<PlanRecord> {
  const plan = await PlanModel.findOne({ _id: id, owner }).lean<PlanRecord>();
  if (!plan) throw notFound('plans.notFound');
  return plan;
}

/**
 * Writes a plan's changed fields only if nobody changed it since it was read (its
 * updated_date), so two changes at once cannot lose one: the loser answers 409.
 */
async function savePlan(plan: PlanRecord, set: Record<string, unknown>): Promise<PlanRecord> {
  const saved = await PlanModel.findOneAndUpdate(
    { _id: plan._id, updated_date: plan.updated_date },
    { $set: set },
    { returnDocument: 'after' },
  ).lean<PlanRecord>();
  if (!saved) throw conflict('plans.changedMeanwhile');
  return saved;
}

/** The owner's club (accepted membership, the oldest), for its season and weeks view. */
async function clubOf(owner: string) {
  const membership = await MembershipRequestModel.findOne(
    { user: owner, status: 'accepted' },
    { club: 1 },
  )
    .sort({ created_date: 1 })
    .lean();
  if (!membership) return null;
  return ClubModel.findById(membership.club, { seasonStartMonth: 1 }).lean();
}

/** Turns the owner's open request into a plan over their club's season (April without a club). */
export async function createPlan(
  owner: string,
  input: PlanCreate,
  log: EventLog,
): Promise<PlanView> {
  const post = await JobPostModel.findOne({ _id: input.jobPostId, auctioneer: owner }).lean();
  if (!post || post.carePlan) throw notFound('jobPost.notFound');
  if (!OPEN_STATUSES.includes(post.status ?? 'active') || post.acceptedBid)
    throw conflict('jobPost.notChangeable');
  const club = await clubOf(owner);
  const season = planSeason(club?.seasonStartMonth ?? DEFAULT_SEASON_START_MONTH, input.seasonYear);
  const visits = planVisits(input.kind, season, input.everyWeeks);
  if (visits.length === 0 || Date.parse(visits[0]!.date) < now().getTime())
    throw conflict('plans.seasonStarted');
  const plan = await PlanModel.create({
    owner,
    jobPost: post._id,
    club: club?._id ?? null,
    kind: input.kind,
    everyWeeks: input.everyWeeks,
    payment: input.payment,
    launch: new Date(season.launch),
    haulOut: new Date(season.haulOut),
    visits: visits.map((visit) => ({ date: new Date(visit.date), kind: visit.kind })),
  });
  // The request is now the plan's: it leaves the one-off market.
  await JobPostModel.updateOne(
    { _id: post._id },
    { $set: { carePlan: plan._id, status: 'cancelled' } },
  );
  await notifyPlanOpened(plan, log);
  return viewOf(plan.toObject());
}

export async function listOwnPlans(owner: string): Promise<PlanView[]> {
  const plans = await PlanModel.find({ owner })
    .sort({ created_date: -1 })
    .limit(50)
    .lean<PlanRecord[]>();
  return Promise.all(plans.map((plan) => viewOf(plan)));
}

export async function listOpenPlans(provider: string): Promise<PlanView[]> {
  const plans = await PlanModel.find({ status: 'open' })
    .sort({ created_date: -1 })
    .limit(50)
    .lean<PlanRecord[]>();
  return Promise.all(plans.map((plan) => viewOf(plan, { provider })));
}

/** One plan for its owner, or for a provider while it is open or theirs; 404 otherwise. */
export async function readPlan(caller: { userId: string; provider: boolean }, id: string) {
  if (!caller.provider) return viewOf(await ownPlan(caller.userId, id));
  const plan = await PlanModel.findById(id).lean<PlanRecord>();
  if (!plan || (plan.status !== 'open' && String(plan.provider) !== caller.userId))
    throw notFound('plans.notFound');
  return viewOf(plan, { provider: caller.userId });
}

/** A provider's price per visit on an open plan (one offer each; a second one changes it). */
export async function offerOnPlan(
  provider: string,
  id: string,
  input: { pricePerVisit: number; message: string },
  log: EventLog,
): Promise<PlanView> {
  const user = await UserModel.findById(provider, {
    subscription_active: 1,
    gate_fee_paid: 1,
    bidder: 1,
  }).lean();
  if (!user?.bidder) throw forbidden('bids.profileRequired');
  if (!user.gate_fee_paid) throw forbidden('bids.gateFeeRequired');
  if (!user.subscription_active) throw forbidden('bids.subscriptionRequired');
  const plan = await PlanModel.findById(id).lean<PlanRecord>();
  if (!plan) throw notFound('plans.notFound');
  if (plan.status !== 'open') throw conflict('plans.closed');
  const offers = (plan.offers as unknown as Offer[]).filter(
    (offer) => String(offer.provider) !== provider,
  );
  const mine = (plan.offers as unknown as Offer[]).find(
    (offer) => String(offer.provider) === provider,
  );
  const made: Offer = {
    _id: mine?._id ?? new Types.ObjectId(),
    provider: new Types.ObjectId(provider),
    pricePerVisit: input.pricePerVisit,
    message: input.message,
  };
  offers.push(made);
  const saved = await savePlan(plan, { offers });
  if (!mine) await notifyPlanOffer(saved, made, log);
  return viewOf(saved, { provider });
}

/**
 * A visit becomes a job of its own: a request with the plan's boat on the visit's date, the
 * chosen provider's bid at the price per visit, accepted, and its order: the same states,
 * photos, confirmation and payment as any job, without a round of bids.
 */
async function orderVisit(
  plan: PlanRecord,
  visit: Visit,
  provider: Types.ObjectId,
  price: number,
): Promise<Visit> {
  const source = await JobPostModel.findById(plan.jobPost).lean<JobPostRecord>();
  if (!source) throw notFound('jobPost.notFound');
  const {
    _id: _source,
    created_date: _created,
    acceptedBid: _accepted,
    priorityClub: _club,
    priorityUntil: _until,
    ...facts
  } = source as JobPostRecord & Record<string, unknown>;
  const post = await JobPostModel.create({
    ...facts,
    title: source.title || source.boatName,
    preferredDate: visit.date,
    status: 'bid_accepted',
    carePlan: plan._id,
  });
  const bid = await BidModel.create({
    jobPost: post._id,
    bidder: provider,
    amount: price,
    message: '',
  });
  await JobPostModel.updateOne({ _id: post._id }, { $set: { acceptedBid: bid._id } });
  const job = await JobModel.create({
    jobPost: post._id,
    bid: bid._id,
    auctioneer: plan.owner,
    bidder: provider,
    title: source.title || source.boatName,
    bid_amount: price,
    payment_amount: price,
    payment_status: 'pending',
    status: 'accepted',
    job_start_date: visit.date,
  });
  await recordJobCreated(job._id, String(plan.owner));
  return { ...visit, status: 'ordered', jobPost: post._id, job: job._id };
}

/** Far enough ahead to change by the terms' rule (48 hours before). */
const inTime = (visit: Visit, at: Date) =>
  new Date(visit.date).getTime() - at.getTime() >= FULL_REFUND_NOTICE_MS;

/**
 * Cancels an ordered visit's job as its owner (refunded in full if paid: the payments worker
 * applies the terms' rule to any cancelled job) and marks the visit.
 */
async function releaseVisit(visit: Visit, owner: string, status: VisitStatus): Promise<Visit> {
  if (visit.job) {
    const job = await JobModel.findById(visit.job, { status: 1 }).lean();
    if (job && (job.status === 'accepted' || job.status === 'paid'))
      await transitionJob(visit.job, 'cancelled', { role: 'owner', userId: owner });
  }
  return { ...visit, status, job: null, jobPost: null };
}

/**
 * The plan's offer the body names: one that is not on it (withdrawn, another plan's) is a
 * conflict with the plan as it is, not a plan that is not there (404 would say that).
 */
function offerOf(plan: PlanRecord, offerId: string): Offer {
  const offer = (plan.offers as unknown as Offer[]).find((found) => String(found._id) === offerId);
  if (!offer) throw conflict('plans.offerNotFound');
  return offer;
}

/** The owner accepts one offer for the season: every visit is ordered from it. */
export async function acceptPlanOffer(owner: string, id: string, offerId: string) {
  const plan = await ownPlan(owner, id);
  if (plan.status !== 'open') throw conflict('plans.closed');
  const offer = offerOf(plan, offerId);
  // Claimed first, so a second accept at once finds the plan active and orders nothing.
  const claimed = await savePlan(plan, {
    status: 'active',
    provider: offer.provider,
    pricePerVisit: offer.pricePerVisit,
  });
  const visits: Visit[] = [];
  for (const visit of claimed.visits as Visit[])
    visits.push(await orderVisit(claimed, visit, offer.provider, offer.pricePerVisit));
  return viewOf(await savePlan(claimed, { visits }));
}

/** Skips one ordered visit, 48 hours or more before it. */
export async function skipPlanVisit(owner: string, id: string, visitId: string) {
  const plan = await ownPlan(owner, id);
  const visit = (plan.visits as unknown as Visit[]).find((found) => String(found._id) === visitId);
  if (!visit) throw notFound('plans.visitNotFound');
  if (visit.status !== 'ordered') throw conflict('plans.visitNotSkippable');
  if (!inTime(visit, now())) throw conflict('plans.tooLate');
  const skipped = await releaseVisit(visit, owner, 'skipped');
  const visits = (plan.visits as unknown as Visit[]).map((found) =>
    found === visit ? skipped : found,
  );
  return viewOf(await savePlan(plan, { visits }));
}

/** Pause: ordered visits still in time go on hold (their jobs cancelled); nearer ones stay. */
export async function pausePlan(owner: string, id: string) {
  const plan = await ownPlan(owner, id);
  if (plan.status !== 'active') throw conflict('plans.notActive');
  const at = now();
  const visits: Visit[] = [];
  for (const visit of plan.visits as Visit[])
    visits.push(
      visit.status === 'ordered' && inTime(visit, at)
        ? await releaseVisit(visit, owner, 'onHold')
        : visit,
    );
  return viewOf(await savePlan(plan, { status: 'paused', visits }));
}

/** Resume: visits on hold still in time are ordered again; those too near are skipped. */
export async function resumePlan(owner: string, id: string) {
  const plan = await ownPlan(owner, id);
  if (plan.status !== 'paused' || !plan.provider || !plan.pricePerVisit)
    throw conflict('plans.notPaused');
  const claimed = await savePlan(plan, { status: 'active' });
  const at = now();
  const visits: Visit[] = [];
  for (const visit of claimed.visits as Visit[]) {
    if (visit.status !== 'onHold') visits.push(visit);
    else if (!inTime(visit, at)) visits.push({ ...visit, status: 'skipped' });
    else visits.push(await orderVisit(claimed, visit, plan.provider, plan.pricePerVisit));
  }
  return viewOf(await savePlan(claimed, { visits }));
}

/** End: visits still in time (or on hold, or never ordered) are cancelled; nearer ones stay. */
export async function endPlan(owner: string, id: string) {
  const plan = await ownPlan(owner, id);
  if (plan.status === 'ended') throw conflict('plans.ended');
  const at = now();
  const visits: Visit[] = [];
  for (const visit of plan.visits as Visit[]) {
    if (visit.status === 'ordered' && inTime(visit, at))
      visits.push(await releaseVisit(visit, owner, 'cancelled'));
    else if (visit.status === 'planned' || visit.status === 'onHold')
      visits.push({ ...visit, status: 'cancelled' });
    else visits.push(visit);
  }
  return viewOf(await savePlan(plan, { status: 'ended', visits }));
}

/**
 * Changes the provider at the end of a visit (none of the plan's jobs is in progress): later
 * visits still in time move to the chosen offer; nearer ones stay with the provider they have.
 */
export async function changePlanProvider(owner: string, id: string, offerId: string) {
  const plan = await ownPlan(owner, id);
  if (plan.status !== 'active') throw conflict('plans.notActive');
  const offer = offerOf(plan, offerId);
  const jobs = await JobModel.find(
    { _id: { $in: (plan.visits as unknown as Visit[]).flatMap((visit) => visit.job ?? []) } },
    { status: 1 },
  ).lean();
  if (jobs.some((job) => job.status === 'in_progress')) throw conflict('plans.visitInProgress');
  // Only visits not started yet move (a visit done early keeps its provider).
  const waiting = new Set(
    jobs.filter((job) => ['accepted', 'paid'].includes(job.status)).map((job) => String(job._id)),
  );
  const claimed = await savePlan(plan, {
    provider: offer.provider,
    pricePerVisit: offer.pricePerVisit,
  });
  const at = now();
  const visits: Visit[] = [];
  for (const visit of claimed.visits as Visit[]) {
    if (visit.status !== 'ordered' || !inTime(visit, at) || !waiting.has(String(visit.job))) {
      visits.push(visit);
      continue;
    }
    const released = await releaseVisit(visit, owner, 'planned');
    visits.push(await orderVisit(claimed, released, offer.provider, offer.pricePerVisit));
  }
  return viewOf(await savePlan(claimed, { visits }));
}

/** The club's members' plan visits still to come (ordered or planned), by ISO week. */
export async function clubPlanWeeks(clubUser: string) {
  const club = await ClubModel.findOne({ user: clubUser }, { _id: 1 }).lean();
  if (!club) return [];
  const plans = await PlanModel.find({ club: club._id, status: { $in: ['open', 'active'] } })
    .limit(500)
    .lean<PlanRecord[]>();
  const posts = await JobPostModel.find(
    { _id: { $in: plans.map((plan) => plan.jobPost) } },
    { boatName: 1, location: 1 },
  ).lean();
  const postOf = new Map(posts.map((post) => [String(post._id), post]));
  const today = now().getTime();
  const weeks = new Map<
    string,
    { date: string; boatName: string; dockNumber: string; kind: Visit['kind'] }[]
  >();
  for (const plan of plans) {
    const post = postOf.get(String(plan.jobPost));
    for (const visit of plan.visits as Visit[]) {
      if (!['planned', 'ordered'].includes(visit.status ?? '')) continue;
      if (new Date(visit.date).getTime() < today) continue;
      const week = isoWeek(new Date(visit.date));
      const list = weeks.get(week) ?? [];
      list.push({
        date: day(visit.date),
        boatName: post?.boatName ?? '',
        dockNumber: post?.location?.dockNumber ?? '',
        kind: visit.kind,
      });
      weeks.set(week, list);
    }
  }
  return [...weeks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, visits]) => ({
      week,
      visits: visits.sort((a, b) => a.date.localeCompare(b.date)),
    }));
}
