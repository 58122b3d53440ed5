import type { Types } from 'mongoose';
import type { JobStatus } from '@boatcare/shared-domain/schemas/job';
import type { UserEventKind } from '@boatcare/shared-domain/schemas/user-event';
import { JobModel } from '../models/job.ts';
import { JobPostModel } from '../models/job-post.ts';
import { emitUserEvent, type EventLog } from './emit.ts';

/** Who hears of a transition: one side, both, or the side(s) that did not make it. */
type Receivers = 'owner' | 'provider' | 'both' | 'others';

/** Which job transitions make which event, and for whom. */
const RULES: Partial<Record<JobStatus, { kind: UserEventKind; to: Receivers }>> = {
  accepted: { kind: 'bidAccepted', to: 'provider' },
  paid: { kind: 'paymentReceived', to: 'both' },
  in_progress: { kind: 'workStarted', to: 'owner' },
  done: { kind: 'jobDone', to: 'owner' },
  confirmed: { kind: 'jobConfirmed', to: 'others' },
  paid_out: { kind: 'payoutSent', to: 'provider' },
  cancelled: { kind: 'jobCancelled', to: 'others' },
  disputed: { kind: 'disputeOpened', to: 'provider' },
};

export interface JobEventFacts {
  _id: Types.ObjectId;
  job: Types.ObjectId;
  from?: JobStatus | null;
  to: JobStatus;
  actor?: Types.ObjectId | string | null;
}

/**
 * The user events of one job transition (from the job event log: the same facts the email
 * worker reads, told at once). An admin's decision on a dispute is `disputeDecided` to both.
 */
export async function emitJobEvent(event: JobEventFacts, log?: EventLog): Promise<void> {
  const rule =
    event.from === 'disputed'
      ? { kind: 'disputeDecided' as const, to: 'both' as const }
      : RULES[event.to];
  if (!rule) return;
  try {
    const job = await JobModel.findById(event.job, {
      jobPost: 1,
      auctioneer: 1,
      bidder: 1,
      title: 1,
    }).lean();
    if (!job) return;
    const post = await JobPostModel.findById(job.jobPost, { boatName: 1 }).lean();
    const postId = String(job.jobPost);
    const sides = [
      { side: 'owner', user: String(job.auctioneer), screen: 'requestDetail' },
      { side: 'provider', user: String(job.bidder), screen: 'supplierJobDetail' },
    ] as const;
    const receivers = sides.filter(({ side, user }) =>
      rule.to === 'both'
        ? true
        : rule.to === 'others'
          ? user !== String(event.actor)
          : side === rule.to,
    );
    for (const { user, screen } of receivers) {
      await emitUserEvent(
        {
          to: user,
          kind: rule.kind,
          source: `job-event:${String(event._id)}`,
          screen,
          params: { id: postId },
          subject: { post: postId, job: String(event.job) },
          data: { title: post?.boatName ?? job.title ?? '' },
        },
        log,
      );
    }
  } catch (error) {
    (log ?? console).error({ err: error }, 'could not write the events of a job transition');
  }
}
