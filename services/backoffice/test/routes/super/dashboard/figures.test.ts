import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClockOffset } from '@boatcare/server-kit';
import {
  JobPostModel,
  MembershipRequestModel,
  PaymentModel,
  UserModel,
} from '@boatcare/server-kit/models';
import { useBackoffice } from '../../../support/callers.ts';
import { createJobPost } from '../people/fixtures.ts';

// Four users: an admin, a customer, a provider who has not paid the gate fee, a club.
const { service, callers, call } = useBackoffice();
const LONG_AGO = new Date(Date.UTC(2020, 0, 15));
const figures = async () => (await call(callers.admin, 'GET', '/super/dashboard')).json();

/** Moves a record's creation before this month (the "previous" figures count those). */
const backdate = (model: typeof UserModel | typeof JobPostModel, id: string) =>
  model.collection.updateOne({ _id: new Types.ObjectId(id) }, { $set: { created_date: LONG_AGO } });

beforeAll(async () => {
  const owner = callers.customer.id;
  await backdate(UserModel, owner);
  await backdate(UserModel, callers.provider.id);
  await service.createUser({ user_type: 2 });
  await service.createUser({ user_type: 2, gate_fee_paid: true });
  // Open: two active (one old), one with a bid; not open: one accepted, one cancelled.
  const old = await createJobPost(owner, 'Old');
  await backdate(JobPostModel, old);
  await createJobPost(owner, 'New');
  for (const status of ['bid_placed', 'bid_accepted', 'cancelled']) {
    const id = await createJobPost(owner, status);
    await JobPostModel.updateOne({ _id: id }, { status });
  }
  const club = new Types.ObjectId();
  await MembershipRequestModel.create([
    { club, user: new Types.ObjectId() },
    { club, user: new Types.ObjectId(), status: 'accepted' },
  ]);
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const payment = (status: string, totalAmount: number, created_date: Date) => ({
    intentId: `pi_${randomUUID()}`,
    status,
    totalAmount,
    created_date,
    updated_date: created_date,
  });
  await PaymentModel.collection.insertMany([
    payment('succeeded', 300_00, monthStart),
    payment('succeeded', 200_00, monthStart),
    payment('processing', 999_00, monthStart),
    payment('succeeded', 150_00, lastMonthStart),
  ]);
});
afterEach(() => {
  setClockOffset(0);
  delete process.env.DASHBOARD_FIGURES_TTL_MS;
});

describe('the admin dashboard’s four figures', () => {
  it('counts users, open requests, pending approvals and revenue, now and before this month', async () => {
    const asked = Date.now();
    const { figuresAt, ...counts } = await figures();
    expect(counts).toEqual({
      totalUsers: { current: 6, previous: 2 },
      activeRequests: { current: 3, previous: 1 },
      revenueMonthToDate: { current: 500_00, previous: 150_00 },
      pendingApprovals: { current: 3, previous: 1, membershipRequests: 1, unpaidProviders: 2 },
    });
    // Counted for this request (no snapshot under a TTL of 0).
    expect(Date.parse(figuresAt)).toBeGreaterThanOrEqual(asked - 1000);
  });

  it('answers from a snapshot at most the TTL old, then from a recount', async () => {
    process.env.DASHBOARD_FIGURES_TTL_MS = '60000';
    const before = await figures();
    await createJobPost(callers.customer.id, 'After the snapshot');
    // Within the TTL the snapshot answers: the new request is not counted yet, and the answer
    // says when its figures were counted.
    const cached = await figures();
    expect(cached.activeRequests.current).toBe(before.activeRequests.current);
    expect(cached.figuresAt).toBe(before.figuresAt);
    setClockOffset(61_000);
    // Past it, the stale snapshot answers once more while one recount replaces it.
    await expect
      .poll(async () => (await figures()).activeRequests.current)
      .toBe(before.activeRequests.current + 1);
  });
});
