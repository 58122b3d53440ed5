import type { Types } from 'mongoose';
import { findEach, keysetPage } from '@boatcare/server-kit';
import { JobEventModel, JobModel } from '@boatcare/server-kit/models';
import type { DisputeSummary } from '@boatcare/shared-domain/schemas/job-work';
import { ordersOf } from './jobs.ts';
import type { JobRecord } from './job-work.ts';

interface DisputeQuery {
  state: 'open' | 'decided';
  after?: string | undefined;
  limit: number;
}

interface DisputeEvent {
  _id: Types.ObjectId;
  job: Types.ObjectId;
  reason?: string | null;
  created_date: Date;
}

/**
 * Disputed jobs for the back office: open ones (still disputed), or decided ones (an admin
 * released or refunded them), newest dispute first, each with the owner's reason. Keyset
 * paging over the dispute events; whether one was decided is one indexed equality per event
 * (the event leaving `disputed`), read in batches until the page and one more are found.
 */
export async function listDisputes({ state, after, limit }: DisputeQuery) {
  const { items: events, next } = await keysetPage<DisputeEvent>(
    (where, sort, n) =>
      JobEventModel.find(where, { job: 1, reason: 1, created_date: 1 })
        .sort(sort)
        .limit(n)
        .lean<DisputeEvent[]>(),
    {
      filter: { to: 'disputed' },
      after,
      limit,
      batch: Math.max(limit + 1, 50),
      keep: async (rows) => {
        const decided = await findEach(
          rows.map((event) => event.job),
          (job) => JobEventModel.findOne({ job, from: 'disputed' }, { job: 1 }).lean(),
        );
        const ids = new Set(decided.map((event) => String(event.job)));
        return rows.filter((event) => ids.has(String(event.job)) === (state === 'decided'));
      },
    },
  );
  const jobs = await findEach(
    events.map((event) => event.job),
    (_id) => JobModel.findOne({ _id }).lean<JobRecord>(),
  );
  const orders = new Map((await ordersOf(jobs)).map((order) => [order.id, order]));
  const items: DisputeSummary[] = events.flatMap((event) => {
    const order = orders.get(String(event.job));
    return order
      ? [
          {
            job: order,
            reason: event.reason ?? '',
            disputed_date: new Date(event.created_date).toISOString(),
          },
        ]
      : [];
  });
  return { items, next };
}
