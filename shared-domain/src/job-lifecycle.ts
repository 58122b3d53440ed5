import type { JobStatus } from './schemas/job.ts';

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
