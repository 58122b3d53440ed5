import type { z } from 'zod';
import { keysetPage, now } from '@boatcare/server-kit';
import {
  JobPostModel,
  MembershipRequestModel,
  PaymentModel,
  UserModel,
  type Payment,
} from '@boatcare/server-kit/models';
import { USER_TYPES, UserType, type JobPostStatus } from '@boatcare/shared-domain/core';
import {
  type AdminDashboard,
  type adminPaymentQuery,
} from '@boatcare/shared-domain/schemas/admin-people';
import { emailsOf } from './people-emails.ts';

const OPEN_STATUSES: JobPostStatus[] = ['active', 'bid_placed'];
/** Enough succeeded payments for one month of a small marketplace; summed in code. */
const REVENUE_SCAN_LIMIT = 20_000;

/** Start of this calendar month (UTC), the same instant of last month, and its start. */
function periods(now: Date) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const elapsed = now.getTime() - monthStart.getTime();
  const lastMonthSameTime = new Date(
    Math.min(lastMonthStart.getTime() + elapsed, monthStart.getTime()),
  );
  return { monthStart, lastMonthStart, lastMonthSameTime };
}

/** Users, one count per type (every user has one, indexed): FerretDB pushes each down. */
async function usersCount(extra: Record<string, unknown> = {}): Promise<number> {
  const counts = await Promise.all(
    USER_TYPES.map((user_type) => UserModel.countDocuments({ user_type, ...extra })),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * Open requests, one count per status: FerretDB pushes a top-level equality down to its index
 * (it reads every request for `$in`); the same answer on MongoDB.
 */
async function openPosts(extra: Record<string, unknown> = {}): Promise<number> {
  const counts = await Promise.all(
    OPEN_STATUSES.map((status) => JobPostModel.countDocuments({ status, ...extra })),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

async function revenue(from: Date, to: Date): Promise<number> {
  // FerretDB v1 miscounts some $group/$sum: sum in code over a bounded, indexed-range read.
  const payments = await PaymentModel.find(
    { status: 'succeeded', created_date: { $gte: from, $lt: to } },
    { totalAmount: 1 },
  )
    .limit(REVENUE_SCAN_LIMIT)
    .lean<Payment[]>();
  return payments.reduce((sum, payment) => sum + (payment.totalAmount ?? 0), 0);
}

/**
 * The four cards. Each figure is compared with the previous period: counts with the same
 * count as it stood at the start of this month (records created before it), revenue month to
 * date with the same days of last month.
 */
export async function adminDashboardFigures(at = now()): Promise<AdminDashboard> {
  const { monthStart, lastMonthStart, lastMonthSameTime } = periods(at);
  const before = { created_date: { $lt: monthStart } };
  const unpaid = { user_type: UserType.Provider, gate_fee_paid: { $ne: true } };
  const [
    users,
    usersBefore,
    open,
    openBefore,
    revenueNow,
    revenueBefore,
    membershipRequests,
    membershipBefore,
    unpaidProviders,
    unpaidBefore,
  ] = await Promise.all([
    usersCount(),
    usersCount(before),
    openPosts(),
    openPosts(before),
    revenue(monthStart, at),
    revenue(lastMonthStart, lastMonthSameTime),
    MembershipRequestModel.countDocuments({ status: 'pending' }),
    MembershipRequestModel.countDocuments({ status: 'pending', ...before }),
    UserModel.countDocuments(unpaid),
    UserModel.countDocuments({ ...unpaid, ...before }),
  ]);
  return {
    totalUsers: { current: users, previous: usersBefore },
    activeRequests: { current: open, previous: openBefore },
    revenueMonthToDate: { current: revenueNow, previous: revenueBefore },
    pendingApprovals: {
      current: membershipRequests + unpaidProviders,
      previous: membershipBefore + unpaidBefore,
      membershipRequests,
      unpaidProviders,
    },
    figuresAt: at.toISOString(),
  };
}

/** The dashboard's Payments tab: by state, newest first, with amounts, fee and discount. */
export async function listPayments({ after, limit, state }: z.output<typeof adminPaymentQuery>) {
  const { items: payments, next } = await keysetPage(
    (where, sort, n) => PaymentModel.find(where).sort(sort).limit(n).lean<Payment[]>(),
    { filter: state ? { status: state } : {}, after, limit, dayBuckets: true },
  );
  const emails = await emailsOf(payments.map((payment) => payment.customer));
  return {
    next,
    items: payments.map((payment) => ({
      id: String(payment._id),
      purpose: payment.purpose ?? '',
      status: payment.status ?? '',
      customerEmail: emails.get(String(payment.customer)) ?? '',
      baseAmount: payment.baseAmount ?? 0,
      platformFee: payment.platformFee ?? 0,
      discount: payment.discount ?? 0,
      totalAmount: payment.totalAmount ?? 0,
      created_date: payment.created_date.toISOString(),
    })),
  };
}
