import type { Types } from 'mongoose';
import { now, type Caller } from '@boatcare/server-kit';
import { JobEventModel, JobModel, type Job } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import { AUTO_CONFIRM_AFTER_MS, canTransition, refundFor } from '@boatcare/shared-domain/lifecycle';
import { JOB_STATUSES, type Order } from '@boatcare/shared-domain/schemas/job';
import { chipsOf, servicesFromWire } from '@boatcare/shared-domain/schemas/job-post-services';
import { type JobEventView, type JobWork } from '@boatcare/shared-domain/schemas/job-work';
import { ordersOf } from './jobs.ts';
import { photosOf } from './job-photos.ts';

export type JobRecord = Job & {
  _id: Types.ObjectId;
  created_date: Date;
  status_changed_date?: Date | null;
};
export type Viewer = JobWork['viewer'];

/**
 * Which jobs a caller may act on: an admin any, a customer those they ordered, a provider
 * those they work on. Everyone else finds nothing (404, like a job that does not exist).
 */
function scopeOf(caller: Caller) {
  if (caller.userType === UserType.Admin) return {};
  if (caller.userType === UserType.Provider) return { bidder: caller.userId };
  return { auctioneer: caller.userId };
}

export const viewerOf = (caller: Caller): Viewer =>
  caller.userType === UserType.Admin
    ? 'admin'
    : caller.userType === UserType.Provider
      ? 'provider'
      : 'owner';

/** The job, if the caller may see it. */
export const findJobFor = (caller: Caller, id: string) =>
  JobModel.findOne({ _id: id, ...scopeOf(caller) }).lean<JobRecord>();

/** The ordered services of an order: each needs before and after photos. */
export const servicesOf = (order: Order) =>
  chipsOf(servicesFromWire(order.boat.services), order.boat.flybridge);

async function eventsOf(job: Types.ObjectId): Promise<JobEventView[]> {
  const events = await JobEventModel.find({ job }).sort({ created_date: 1, _id: 1 }).lean();
  return events.map((event) => ({
    from: event.from ?? null,
    to: event.to,
    actorRole: event.actorRole,
    reason: event.reason ?? null,
    created_date: new Date(event.created_date).toISOString(),
  }));
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** GET /jobs/{id}/work: the job as its screens show it to this viewer. */
export async function workOf(job: JobRecord, viewer: Viewer): Promise<JobWork> {
  const [[order], photos, events] = await Promise.all([
    ordersOf([job]),
    photosOf(job._id),
    eventsOf(job._id),
  ]);
  if (!order) throw new Error('an order without its view');
  const changed = job.status_changed_date ?? null;
  const dispute = events.findLast((event) => event.to === 'disputed');
  return {
    job: order,
    viewer,
    status_changed_date: iso(changed),
    services: servicesOf(order),
    photos,
    events,
    dispute_reason: dispute?.reason ?? null,
    auto_confirm_at:
      order.status === 'done' && changed
        ? new Date(new Date(changed).getTime() + AUTO_CONFIRM_AFTER_MS).toISOString()
        : null,
    refund: refundFor(order, now(), viewer),
    allowed: JOB_STATUSES.filter((to) => canTransition(order.status, to, viewer)),
  };
}
