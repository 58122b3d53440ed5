import { JobEventModel, JobModel } from '@boatcare/server-kit/models';
import type { DisputeSummary } from '@boatcare/shared-domain';
import { ordersOf } from './jobs.ts';
import type { JobRecord } from './job-work.ts';

interface DisputeQuery {
  state: 'open' | 'decided';
  page: number;
  limit: number;
}

/**
 * Disputed jobs for the back office: open ones (still disputed), or decided ones (an admin
 * released or refunded them), newest dispute first, each with the owner's reason.
 */
export async function listDisputes({ state, page, limit }: DisputeQuery) {
  const opened = await JobEventModel.find(
    { to: 'disputed' },
    { job: 1, reason: 1, created_date: 1 },
  )
    .sort({ created_date: -1, _id: -1 })
    .lean();
  const decided = new Set(
    (await JobEventModel.find({ from: 'disputed' }, { job: 1 }).lean()).map((e) => String(e.job)),
  );
  const wanted = opened.filter((event) => decided.has(String(event.job)) === (state === 'decided'));
  const slice = wanted.slice((page - 1) * limit, page * limit);
  const jobs = await JobModel.find({ _id: { $in: slice.map((event) => event.job) } }).lean<
    JobRecord[]
  >();
  const orders = new Map((await ordersOf(jobs)).map((order) => [order.id, order]));
  const data: DisputeSummary[] = slice.flatMap((event) => {
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
  return { data, meta: { total: wanted.length, page, limit } };
}
