import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockOffset } from '@boatcare/server-kit';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import {
  BidModel,
  ClubModel,
  JobModel,
  JobPostModel,
  LedgerEntryModel,
  MembershipRequestModel,
  PaymentModel,
  PlanModel,
} from '@boatcare/server-kit/models';
import type { PlanView } from '@boatcare/shared-domain/schemas/plans';
import { marketplace } from '../../../src/app.ts';
import { PROVIDER, createJobPost } from '../../fixtures.ts';

let service: TestService;
let owner: TestUser;
let stranger: TestUser;
let provider: TestUser;
let rival: TestUser;
let clubUser: TestUser;

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  stranger = await service.createUser({ user_type: 1 });
  provider = await service.createUser(PROVIDER);
  rival = await service.createUser(PROVIDER);
  clubUser = await service.createUser({ user_type: 3 });
});
afterEach(async () => {
  setClockOffset(0);
  await PlanModel.deleteMany({});
  await JobPostModel.deleteMany({});
  await BidModel.deleteMany({});
  await JobModel.deleteMany({});
  await ClubModel.deleteMany({});
  await MembershipRequestModel.deleteMany({});
});
afterAll(() => service.close());

const inject = async (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await service.app.inject({
    method,
    url,
    headers: bearer(user.token),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

/** A recurring wash every 9 weeks in the 2031 season (April to October): three visits. */
async function newPlan(by = owner, extra: { payment?: 'season' } = {}) {
  const jobPostId = await createJobPost(by.id, { boatName: 'Havfruen' });
  const created = await inject(by, 'POST', '/plans', {
    jobPostId,
    kind: 'recurring',
    everyWeeks: 9,
    seasonYear: 2031,
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.body as PlanView;
}

async function acceptedPlan(extra: { payment?: 'season' } = {}) {
  const plan = await newPlan(owner, extra);
  const offered = await inject(provider, 'POST', `/plans/${plan.id}/offers`, {
    pricePerVisit: 400_00,
  });
  expect(offered.status).toBe(201);
  const offerId = (offered.body as PlanView).offers[0]!.id;
  const accepted = await inject(owner, 'POST', `/plans/${plan.id}/accept`, { offerId });
  expect(accepted.status).toBe(200);
  return accepted.body as PlanView;
}

const jobsOf = (plan: PlanView) =>
  JobModel.find({ _id: { $in: plan.visits.map((visit) => visit.jobId) } })
    .sort({ job_start_date: 1 })
    .lean();

describe('seasonal care plans', () => {
  it('turns an own request into a plan of visits over the season; not someone else’s', async () => {
    const plan = await newPlan();
    expect(plan).toMatchObject({ status: 'open', launch: '2031-04-01', haulOut: '2031-10-01' });
    expect(plan.visits.map((visit) => [visit.date, visit.status])).toEqual([
      ['2031-04-01', 'planned'],
      ['2031-06-03', 'planned'],
      ['2031-08-05', 'planned'],
    ]);
    // The request left the one-off market.
    expect((await JobPostModel.findById(plan.jobPostId).lean())?.status).toBe('cancelled');
    const theirs = await createJobPost(owner.id);
    const refused = await inject(stranger, 'POST', '/plans', {
      jobPostId: theirs,
      kind: 'yearly',
      seasonYear: 2031,
    });
    expect(refused.status).toBe(404);
    expect((await inject(stranger, 'GET', `/plans/${plan.id}`)).status).toBe(404);
    expect((await inject(provider, 'POST', '/plans', { jobPostId: theirs })).status).toBe(403);
  });

  it('follows the club’s season start month and shows the visits to the club by week', async () => {
    const club = await ClubModel.create({
      user: clubUser.id,
      name: 'Winter Harbour',
      location: 'Nyhavn',
      seasonStartMonth: 11,
    });
    await MembershipRequestModel.create({ club: club._id, user: owner.id, status: 'accepted' });
    const jobPostId = await createJobPost(owner.id, { boatName: 'Vinter' });
    const created = await inject(owner, 'POST', '/plans', {
      jobPostId,
      kind: 'recurring',
      everyWeeks: 8,
      seasonYear: 2031,
    });
    const plan = created.body as PlanView;
    // Across the new year, and none after haul-out.
    expect(plan.visits.map((visit) => visit.date)).toEqual([
      '2031-11-01',
      '2031-12-27',
      '2032-02-21',
      '2032-04-17',
    ]);
    const weeks = await inject(clubUser, 'GET', '/plans/club-weeks');
    expect(weeks.status).toBe(200);
    expect(weeks.body.data.map((week: { week: string }) => week.week)).toEqual([
      '2031-W44',
      '2031-W52',
      '2032-W08',
      '2032-W16',
    ]);
    expect(weeks.body.data[0].visits).toEqual([
      { date: '2031-11-01', boatName: 'Vinter', dockNumber: '', kind: 'wash' },
    ]);
    expect((await inject(owner, 'GET', '/plans/club-weeks')).status).toBe(403);
  });

  it('accepted once, orders every visit as a job of its own on its date, without new bids', async () => {
    const plan = await acceptedPlan();
    expect(plan).toMatchObject({ status: 'active', provider: provider.id, pricePerVisit: 400_00 });
    const jobs = await jobsOf(plan);
    expect(jobs.map((job) => [job.job_start_date?.toISOString().slice(0, 10), job.status])).toEqual(
      [
        ['2031-04-01', 'accepted'],
        ['2031-06-03', 'accepted'],
        ['2031-08-05', 'accepted'],
      ],
    );
    expect(
      jobs.every((job) => String(job.bidder) === provider.id && job.bid_amount === 400_00),
    ).toBe(true);
    // The provider's calendar and job list read them like any other job.
    const calendar = await inject(provider, 'GET', '/jobs/calendar?month=6&year=2031');
    expect(calendar.status).toBe(200);
    expect(JSON.stringify(calendar.body)).toContain(plan.visits[1]!.jobId);
    // A closed plan takes no more offers, and a second accept finds it active.
    const late = await inject(rival, 'POST', `/plans/${plan.id}/offers`, { pricePerVisit: 1 });
    expect(late.status).toBe(409);
    const again = await inject(owner, 'POST', `/plans/${plan.id}/accept`, {
      offerId: plan.offers[0]!.id,
    });
    expect(again.status).toBe(409);
  });

  it('refuses an offer that is not on the plan (none yet, or another plan’s) with 409, the plan still open', async () => {
    const plan = await newPlan();
    const other = await acceptedPlan();
    for (const offerId of ['6b0a72b35b99b02f8e5d1706', other.offers[0]!.id]) {
      const refused = await inject(owner, 'POST', `/plans/${plan.id}/accept`, { offerId });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: 'That offer is not on this plan.' });
    }
    expect((await inject(owner, 'GET', `/plans/${plan.id}`)).body).toMatchObject({
      status: 'open',
    });
  });

  it('skips a visit 48 hours or more before it, and not later', async () => {
    const plan = await acceptedPlan();
    const [first, second] = plan.visits;
    const other = await inject(stranger, 'POST', `/plans/${plan.id}/visits/${first!.id}/skip`);
    expect(other.status).toBe(404);
    const skipped = await inject(owner, 'POST', `/plans/${plan.id}/visits/${first!.id}/skip`);
    expect(skipped.status).toBe(200);
    expect((skipped.body as PlanView).visits[0]).toMatchObject({ status: 'skipped', jobId: null });
    expect((await JobModel.findById(first!.jobId).lean())?.status).toBe('cancelled');
    // The clock a day before the second visit: too late by the terms.
    setClockOffset(Date.parse(`${second!.date}T00:00:00Z`) - 86_400_000 - Date.now());
    const tooLate = await inject(owner, 'POST', `/plans/${plan.id}/visits/${second!.id}/skip`);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.code).toBe('plans.tooLate');
  });

  it('pauses (visits on hold, their jobs cancelled), resumes with new jobs, and ends', async () => {
    const plan = await acceptedPlan();
    const paused = await inject(owner, 'POST', `/plans/${plan.id}/pause`);
    expect((paused.body as PlanView).visits.map((visit) => visit.status)).toEqual([
      'onHold',
      'onHold',
      'onHold',
    ]);
    const cancelled = await JobModel.countDocuments({ status: 'cancelled' });
    expect(cancelled).toBe(3);
    const resumed = (await inject(owner, 'POST', `/plans/${plan.id}/resume`)).body as PlanView;
    expect(resumed.status).toBe('active');
    expect((await jobsOf(resumed)).map((job) => job.status)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    // Ending a day before the first visit: it stays (too late to cancel), the rest are cancelled.
    setClockOffset(Date.parse('2031-03-31T00:00:00Z') - Date.now());
    const ended = (await inject(owner, 'POST', `/plans/${plan.id}/end`)).body as PlanView;
    expect(ended.status).toBe('ended');
    expect(ended.visits.map((visit) => visit.status)).toEqual([
      'ordered',
      'cancelled',
      'cancelled',
    ]);
    expect((await inject(owner, 'POST', `/plans/${plan.id}/end`)).status).toBe(409);
  });

  it('changes the provider at the end of a visit: later visits move, none while one is in progress', async () => {
    const plan = await newPlan();
    await inject(provider, 'POST', `/plans/${plan.id}/offers`, { pricePerVisit: 400_00 });
    const offered = await inject(rival, 'POST', `/plans/${plan.id}/offers`, {
      pricePerVisit: 350_00,
    });
    // A provider sees only their own offer.
    expect((offered.body as PlanView).offers.map((offer) => offer.provider)).toEqual([rival.id]);
    const mine = (await inject(owner, 'GET', `/plans/${plan.id}`)).body as PlanView;
    const [first, second] = mine.offers;
    await inject(owner, 'POST', `/plans/${plan.id}/accept`, { offerId: first!.id });
    // The first visit is under way: no change now.
    const active = (await inject(owner, 'GET', `/plans/${plan.id}`)).body as PlanView;
    await JobModel.updateOne({ _id: active.visits[0]!.jobId }, { $set: { status: 'in_progress' } });
    const busy = await inject(owner, 'POST', `/plans/${plan.id}/provider`, { offerId: second!.id });
    expect(busy.status).toBe(409);
    // Done: the later visits move to the rival at their price.
    await JobModel.updateOne({ _id: active.visits[0]!.jobId }, { $set: { status: 'done' } });
    const changed = await inject(owner, 'POST', `/plans/${plan.id}/provider`, {
      offerId: second!.id,
    });
    expect(changed.status).toBe(200);
    const jobs = await jobsOf(changed.body as PlanView);
    expect(jobs.map((job) => [String(job.bidder), job.bid_amount, job.status])).toEqual([
      [provider.id, 400_00, 'done'],
      [rival.id, 350_00, 'accepted'],
      [rival.id, 350_00, 'accepted'],
    ]);
  });

  it('paid for the season in advance: the owner sees what was paid, refunded and is still to pay', async () => {
    const jobPostId = await createJobPost(owner.id, { boatName: 'Forskud' });
    const created = await inject(owner, 'POST', '/plans', {
      jobPostId,
      kind: 'recurring',
      everyWeeks: 9,
      seasonYear: 2031,
      payment: 'season',
    });
    const planId = (created.body as PlanView).id;
    expect((created.body as PlanView).season).toEqual({ paid: 0, refunded: 0, unpaidVisits: 0 });
    const offered = await inject(provider, 'POST', `/plans/${planId}/offers`, {
      pricePerVisit: 400_00,
    });
    // A provider never sees the owner's payments.
    expect((offered.body as PlanView).season).toBeNull();
    const offerId = (offered.body as PlanView).offers[0]!.id;
    const plan = (await inject(owner, 'POST', `/plans/${planId}/accept`, { offerId }))
      .body as PlanView;
    expect(plan.season).toEqual({ paid: 0, refunded: 0, unpaidVisits: 3 });
    // As the payments service leaves it: one payment for the three visits, the second refunded.
    const jobIds = plan.visits.map((visit) => visit.jobId!);
    await PaymentModel.create({
      intentId: 'pi_season_test',
      purpose: 'season',
      driver: 'test',
      customer: owner.id,
      plan: planId,
      visits: jobIds.map((job) => ({ job, baseAmount: 400_00, totalAmount: 420_00 })),
      baseAmount: 1200_00,
      totalAmount: 1260_00,
      status: 'succeeded',
    });
    await JobModel.updateMany(
      { _id: { $in: jobIds } },
      { $set: { status: 'paid', payment_status: 'completed' } },
    );
    await LedgerEntryModel.create({
      job: jobIds[1],
      kind: 'refund',
      amount: 420_00,
      owner: owner.id,
      provider: provider.id,
    });
    const read = (await inject(owner, 'GET', `/plans/${planId}`)).body as PlanView;
    expect(read.season).toEqual({ paid: 1260_00, refunded: 420_00, unpaidVisits: 0 });
    await PaymentModel.deleteMany({});
    await LedgerEntryModel.deleteMany({});
  });

  it('a visit’s request tells its owner (only) that it is paid with the season, and which plan', async () => {
    const plan = await acceptedPlan({ payment: 'season' });
    const { id: planId, jobPostId } = plan;
    const visitJob = await JobModel.findById(plan.visits[0]!.jobId).lean();
    const visitPost = String(visitJob?.jobPost);
    const mine = await inject(owner, 'GET', `/jobpost/get/${visitPost}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.carePlan).toEqual({ id: planId, paidWithSeason: true });
    // The request the plan was made from links to it too.
    const source = await inject(owner, 'GET', `/jobpost/get/${jobPostId}`);
    expect(source.body.data.carePlan).toEqual({ id: planId, paidWithSeason: true });
    // The provider doing the visit sees the job, not the owner's plan or how it is paid.
    const theirs = await inject(provider, 'GET', `/jobpost/get/${visitPost}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).not.toHaveProperty('carePlan');
    // A plan paid visit by visit: the visit is paid on its own page.
    const perVisit = await acceptedPlan();
    const perVisitJob = await JobModel.findById(perVisit.visits[0]!.jobId).lean();
    const alone = await inject(owner, 'GET', `/jobpost/get/${String(perVisitJob?.jobPost)}`);
    expect(alone.body.data.carePlan).toEqual({ id: perVisit.id, paidWithSeason: false });
    // The owner's list says the same of each request, so its card offers no payment either.
    const list = (await inject(owner, 'GET', '/jobpost/list?limit=100')).body as {
      id: string;
      carePlan?: unknown;
    }[];
    const planOf = (id: string) => list.find((item) => item.id === id)?.carePlan;
    expect(planOf(visitPost)).toEqual({ id: planId, paidWithSeason: true });
    expect(planOf(String(perVisitJob?.jobPost))).toEqual({
      id: perVisit.id,
      paidWithSeason: false,
    });
    // A one-off request has no plan.
    const oneOff = await inject(owner, 'GET', `/jobpost/get/${await createJobPost(owner.id)}`);
    expect(oneOff.body.data).not.toHaveProperty('carePlan');
  });

  it('refuses hostile input with the JSON error shape', async () => {
    const plan = await newPlan();
    for (const [url, body] of [
      ['/plans', { jobPostId: 'x', kind: 'recurring', seasonYear: 2031 }],
      ['/plans', { jobPostId: plan.jobPostId, kind: 'weekly', seasonYear: 2031 }],
      [`/plans/${plan.id}/accept`, { offerId: { $ne: null } }],
    ] as const) {
      const answer = await inject(owner, 'POST', url, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty('message');
    }
    const negative = await inject(provider, 'POST', `/plans/${plan.id}/offers`, {
      pricePerVisit: -5,
    });
    expect(negative.status).toBe(400);
  });
});
