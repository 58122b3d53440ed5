import { z } from 'zod';
import { SERVICE_CHIPS } from './job-post-services.ts';
import { jobPostImage } from './job-post.ts';
import { JOB_STATUSES, order } from './job.ts';
import { cursorPage, cursorQuery, moneyMinor, objectId } from './common.ts';

/**
 * The work on a paid order: the provider's before and after photos per ordered service, the
 * state changes, and what cancelling now would refund. The state machine itself is in
 * `job-lifecycle.ts`; these are the wire shapes of its screens.
 */
export const JOB_PHOTO_PHASES = ['before', 'after'] as const;
export type JobPhotoPhase = (typeof JOB_PHOTO_PHASES)[number];

/** Photos of one phase of one service: at most this many (the request's own limit). */
export const JOB_PHOTOS_PER_SERVICE = 4;

/** A before or after photo: the thumbnail, the full size, which service and phase. */
export const jobPhoto = jobPostImage.extend({
  phase: z.enum(JOB_PHOTO_PHASES),
  service: z.enum(SERVICE_CHIPS),
  created_date: z.string(),
});
export type JobPhoto = z.infer<typeof jobPhoto>;

/** Who made a state change: the job's two sides, an admin, or the platform itself. */
export const JOB_ACTOR_ROLES = ['owner', 'provider', 'admin', 'system'] as const;

/** One state change, as the timeline shows it. */
export const jobEventView = z.object({
  from: z.enum(JOB_STATUSES).nullable(),
  to: z.enum(JOB_STATUSES),
  actorRole: z.enum(JOB_ACTOR_ROLES),
  reason: z.string().nullable(),
  created_date: z.string(),
});
export type JobEventView = z.infer<typeof jobEventView>;

/** Which rule of the terms a refund follows. */
export const REFUND_RULES = ['nothingPaid', 'full', 'late', 'providerCancelled'] as const;
export type RefundRule = (typeof REFUND_RULES)[number];
export const refundQuote = z.object({ amount: moneyMinor, rule: z.enum(REFUND_RULES) });
export type RefundQuote = z.infer<typeof refundQuote>;

/** GET /jobs/{id}/work: everything the job screens of both sides and the admin show. */
export const jobWork = z.object({
  job: order,
  /** How the caller stands to this job. */
  viewer: z.enum(['owner', 'provider', 'admin']),
  status_changed_date: z.string().nullable(),
  /** The ordered services, each needing before and after photos. */
  services: z.array(z.enum(SERVICE_CHIPS)),
  photos: z.array(jobPhoto),
  events: z.array(jobEventView),
  /** The owner's reason, while or since the job was disputed. */
  dispute_reason: z.string().nullable(),
  /** When a job marked done is confirmed without the owner (72 hours later). */
  auto_confirm_at: z.string().nullable(),
  /** What cancelling now would refund (by whoever the viewer is). */
  refund: refundQuote,
  /** The states the viewer may move the job to now. */
  allowed: z.array(z.enum(JOB_STATUSES)),
});
export type JobWork = z.infer<typeof jobWork>;

/** The states a person can ask for; 'paid' and 'paid_out' are the platform's own. */
export const REQUESTED_STATUSES = [
  'in_progress',
  'done',
  'confirmed',
  'disputed',
  'cancelled',
] as const;
export const DISPUTE_REASON_MIN = 10;

/** POST /jobs/{id}/status: move the job on; a dispute needs a reason. */
export const jobStatusBody = z
  .object({
    status: z.enum(REQUESTED_STATUSES),
    reason: z.string().trim().max(1000, 'jobLifecycle.validation.reasonTooLong').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'disputed' && (body.reason ?? '').length < DISPUTE_REASON_MIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'disputes.validation.reasonRequired',
      });
    }
  })
  .describe(
    `A dispute (\`status\` disputed) needs a \`reason\` of at least ${DISPUTE_REASON_MIN} characters.`,
  );
export type JobStatusBody = z.infer<typeof jobStatusBody>;

/** PUT /jobs/{id}/photos answers the job's photos after the upload. */
export const jobPhotosSaved = z.object({ photos: z.array(jobPhoto), message: z.string() });

/** DELETE /jobs/{id}/photos/{photoId}: one of the job's photos. */
export const jobPhotoParams = z.object({ id: objectId, photoId: objectId });

/** The multipart text fields of a photo upload (the files are `image`, 1 to 4). */
export const jobPhotoFields = z.object({
  phase: z.enum(JOB_PHOTO_PHASES, { message: 'jobPhotos.validation.phase' }),
  service: z.enum(SERVICE_CHIPS, { message: 'jobPhotos.validation.service' }),
});

/** GET /jobs/disputes (admin): disputed jobs, the open ones first. */
export const disputeListQuery = cursorQuery.extend({
  state: z.enum(['open', 'decided']).default('open'),
});
export const disputeSummary = z.object({
  job: order,
  reason: z.string(),
  disputed_date: z.string(),
});
export const disputeListResponse = cursorPage(disputeSummary);
export type DisputeSummary = z.infer<typeof disputeSummary>;
