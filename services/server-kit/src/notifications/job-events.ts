import { screenPath } from '@boatcare/shared-domain/core';
import { bidPayout } from '@boatcare/shared-domain/pricing';
import { type JobStatus } from '@boatcare/shared-domain/schemas/job';
import { type NotificationKind } from '@boatcare/shared-domain/schemas/notification';
import { JobEventModel } from '../models/job-event.ts';
import { JobModel } from '../models/job.ts';
import { JobPostModel } from '../models/job-post.ts';
import type { TemplateName } from '../email/defaults.ts';
import { enqueueNotification } from './queue.ts';
import { amountValue } from './format.ts';

/** This consumer's name in a job event's `handled` list. */
export const NOTIFICATIONS_CONSUMER = 'notifications';

type Receiver = 'owner' | 'provider';
interface Rule {
  kind: NotificationKind;
  receiver: Receiver;
  template?: (event: { actorRole?: string | null }) => TemplateName | undefined;
  amount?: 'bid' | 'share';
  text?: 'reason';
}

/** Which job events make which email, and for whom (by the event's `to`). */
const RULES: Partial<Record<JobStatus, Rule>> = {
  accepted: { kind: 'bidAccepted', receiver: 'provider', amount: 'bid' },
  paid: { kind: 'paymentReceived', receiver: 'provider' },
  done: { kind: 'jobDone', receiver: 'owner' },
  confirmed: {
    kind: 'jobConfirmed',
    receiver: 'provider',
    amount: 'share',
    template: (event) => (event.actorRole === 'system' ? 'notify-job-auto-confirmed' : undefined),
  },
  paid_out: { kind: 'payoutSent', receiver: 'provider', amount: 'share' },
  disputed: { kind: 'disputeOpened', receiver: 'provider', text: 'reason' },
};
export const NOTIFIED_JOB_STATES = Object.keys(RULES) as JobStatus[];

interface EventRow {
  _id: unknown;
  job: unknown;
  to: JobStatus;
  actorRole?: string | null;
  reason?: string | null;
}

async function enqueueFor(event: EventRow): Promise<void> {
  const rule = RULES[event.to];
  if (!rule) return;
  const job = await JobModel.findById(event.job).lean();
  if (!job) return;
  const post = await JobPostModel.findById(job.jobPost, { boatName: 1 }).lean();
  const receiver = rule.receiver === 'owner' ? job.auctioneer : job.bidder;
  const postId = String(job.jobPost);
  const amount =
    rule.amount === 'bid'
      ? job.bid_amount
      : rule.amount === 'share'
        ? bidPayout(job.bid_amount).netPayout
        : null;
  await enqueueNotification({
    kind: rule.kind,
    source: `event:${String(event._id)}`,
    receiver: String(receiver),
    template: rule.template?.(event),
    values: {
      title: post?.boatName ?? job.title ?? '',
      ...(amount !== null ? amountValue(amount) : {}),
      ...(rule.text === 'reason' ? { text: event.reason ?? '' } : {}),
    },
    path: screenPath(rule.receiver === 'owner' ? 'requestDetail' : 'supplierJobDetail', {
      id: postId,
    }),
  });
}

/**
 * Reads the job event log: each event this consumer has not handled makes its email (once:
 * the queue's key holds the event id), then the event is marked handled by this consumer.
 */
export async function consumeJobEvents(limit = 50): Promise<number> {
  const events = await JobEventModel.find({
    to: { $in: NOTIFIED_JOB_STATES },
    handled: { $ne: NOTIFICATIONS_CONSUMER },
  })
    .sort({ created_date: 1 })
    .limit(limit)
    .lean<EventRow[]>();
  for (const event of events) {
    await enqueueFor(event);
    await JobEventModel.updateOne(
      { _id: event._id },
      { $addToSet: { handled: NOTIFICATIONS_CONSUMER } },
    );
  }
  return events.length;
}
