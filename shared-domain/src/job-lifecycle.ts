import type { JobPostStatus, JobStatus, PaymentStatus } from './enums.ts';
import type { RefundQuote } from './schemas/job-work.ts';

/**
 * The job's state machine, enforced by the services (server-kit's transitionJob) and drawn the
 * same by every app. It has no cycles: each state is left at most once, which is what lets a
 * unique index on (job, from) decide between two concurrent transitions.
 */
export type JobActor = 'owner' | 'provider' | 'admin' | 'system';

export interface JobTransition {
  from: JobStatus;
  to: JobStatus;
  /** Who may make it: the order's owner, its provider, an admin, or the platform itself. */
  by: readonly JobActor[];
}

export const JOB_TRANSITIONS: readonly JobTransition[] = [
  { from: 'accepted', to: 'paid', by: ['system'] },
  { from: 'accepted', to: 'cancelled', by: ['owner', 'provider', 'admin'] },
  { from: 'paid', to: 'in_progress', by: ['provider'] },
  { from: 'paid', to: 'cancelled', by: ['owner', 'provider', 'admin'] },
  { from: 'in_progress', to: 'done', by: ['provider'] },
  { from: 'done', to: 'confirmed', by: ['owner', 'system'] },
  { from: 'done', to: 'disputed', by: ['owner'] },
  { from: 'disputed', to: 'confirmed', by: ['admin'] },
  { from: 'disputed', to: 'cancelled', by: ['admin'] },
  { from: 'confirmed', to: 'paid_out', by: ['system'] },
];

export const canTransition = (from: JobStatus, to: JobStatus, actor: JobActor): boolean =>
  JOB_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));

/** The transitions an actor may make from a state: which buttons a screen offers. */
export const nextStatuses = (from: JobStatus, actor: JobActor): JobStatus[] =>
  JOB_TRANSITIONS.filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to);

const HOUR = 60 * 60 * 1000;
/** A job marked done is confirmed by the platform after this long without a dispute. */
export const AUTO_CONFIRM_AFTER_MS = 72 * HOUR;
/** Cancelled at least this long before the service: a full refund (the terms' rule). */
export const FULL_REFUND_NOTICE_MS = 48 * HOUR;
/** A review can be edited for this long after it was first written. */
export const REVIEW_EDIT_WINDOW_MS = 14 * 24 * HOUR;

// --- Cancellation refunds (the completion engineer's; the terms say the same in en and da) ---

/** A late cancellation by the owner (under 48 hours before the service) refunds this share. */
export const LATE_REFUND_SHARE = 0.5;

/** What `refundFor` reads of a job: its state, payment and service date. */
export interface RefundableJob {
  status: string;
  payment_status: string;
  /** What the owner paid, minor units. */
  payment_amount: number;
  /** The service date (the request's preferred date). */
  job_start_date: string | Date | null;
}

/**
 * What cancelling `job` at `now` refunds the owner, by the terms: nothing before payment; in
 * full when cancelled 48 hours or more before the service, or by the provider or an admin
 * (including an admin's refund of a dispute); half when the owner cancels later. Minor units,
 * rounded down. The cancel screens show it before confirming; the money worker pays it.
 */
export function refundFor(
  job: RefundableJob,
  now: Date,
  cancelledBy: JobActor = 'owner',
): RefundQuote {
  if (job.payment_status !== 'completed' || job.status === 'accepted')
    return { amount: 0, rule: 'nothingPaid' };
  const paid = job.payment_amount;
  if (cancelledBy === 'provider') return { amount: paid, rule: 'providerCancelled' };
  if (cancelledBy !== 'owner') return { amount: paid, rule: 'full' };
  const start = job.job_start_date ? new Date(job.job_start_date).getTime() : Infinity;
  if (start - now.getTime() >= FULL_REFUND_NOTICE_MS) return { amount: paid, rule: 'full' };
  return { amount: Math.floor(paid * LATE_REFUND_SHARE), rule: 'late' };
}

// --- The owner's view of a whole job: one state for list, page and header ---

/**
 * A request's whole life as its owner sees it, in order, or ended early (cancelled, disputed).
 * `paid_out` reads as confirmed or reviewed to the owner: the payout is the provider's business.
 */
export const OWNER_JOB_STATES = [
  'posted',
  'offers',
  'accepted',
  'paid',
  'in_progress',
  'done',
  'confirmed',
  'reviewed',
  'cancelled',
  'disputed',
] as const;
export type OwnerJobState = (typeof OWNER_JOB_STATES)[number];

/** What `ownerJobState` reads: the request's status and offers, and its order if one was made. */
export interface OwnerJobInput {
  status: JobPostStatus;
  offerCount: number;
  order?: { status: JobStatus; payment_status: PaymentStatus; reviewed: boolean } | null;
}

/**
 * The one place the owner's state is derived: the job list, the job page and its header all
 * call it, so they always agree. An order already paid reads as paid even while its status
 * still says accepted (the payment return page and the job page read the same server state).
 */
export function ownerJobState({ status, offerCount, order }: OwnerJobInput): OwnerJobState {
  if (!order) {
    if (status === 'cancelled') return 'cancelled';
    return offerCount > 0 ? 'offers' : 'posted';
  }
  switch (order.status) {
    case 'accepted':
      return order.payment_status === 'completed' ? 'paid' : 'accepted';
    case 'confirmed':
    case 'paid_out':
      return order.reviewed ? 'reviewed' : 'confirmed';
    default:
      return order.status;
  }
}

/** The one thing the owner should do next in a state, or null when it is someone else's turn. */
export type OwnerAction = 'compare' | 'pay' | 'confirm' | 'review';
const OWNER_ACTIONS: Partial<Record<OwnerJobState, OwnerAction>> = {
  offers: 'compare',
  accepted: 'pay',
  done: 'confirm',
  confirmed: 'review',
};
export const ownerActionOf = (state: OwnerJobState): OwnerAction | null =>
  OWNER_ACTIONS[state] ?? null;

/** The list's filter groups (JOB_STAGES) of each state. */
export const stageOf = (state: OwnerJobState): 'open' | 'active' | 'finished' | 'cancelled' => {
  if (state === 'posted' || state === 'offers') return 'open';
  if (state === 'confirmed' || state === 'reviewed') return 'finished';
  if (state === 'cancelled') return 'cancelled';
  return 'active';
};

/** The owner may still change or cancel the request itself: no bid accepted yet. */
export const requestEditable = (status: JobPostStatus): boolean =>
  status === 'active' || status === 'bid_placed';
