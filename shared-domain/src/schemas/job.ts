import { z } from 'zod';
import { BOAT_TYPES, JOB_STATUSES, MATERIALS, PAYMENT_STATUSES, type JobStatus } from '../enums.ts';
import { moneyMinor, objectId, pageMeta } from './common.ts';
import { jobPostImage, jobPostOrder } from './job-post.ts';
import { jobPostServices } from './job-post-services.ts';

export { JOB_STATUSES, type JobStatus };

/** The two groups the lists and dashboards show ("ongoing" and "completed" in the spec). */
export const ONGOING_JOB_STATUSES = [
  'accepted',
  'paid',
  'in_progress',
  'done',
  'disputed',
] as const satisfies readonly JobStatus[];
export const FINISHED_JOB_STATUSES = [
  'confirmed',
  'paid_out',
] as const satisfies readonly JobStatus[];
export const JOB_STATUS_GROUPS = ['ongoing', 'completed'] as const;
export type JobStatusGroup = (typeof JOB_STATUS_GROUPS)[number];
/** The statuses of a group, for a list's filter. */
export const statusesOf = (group: JobStatusGroup): readonly JobStatus[] =>
  group === 'ongoing' ? ONGOING_JOB_STATUSES : FINISHED_JOB_STATUSES;

/** POST /jobs/from-bid: the owner accepts a bid, which makes the order. */
export const fromBidBody = z.object({ bidId: objectId });
export const orderCreated = z.object({ id: z.string(), message: z.string() });

export const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** A group of statuses (the my-jobs tabs) or one status. */
  status: z.enum([...JOB_STATUS_GROUPS, ...JOB_STATUSES]).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
});
export type OrderListQuery = z.output<typeof orderListQuery>;

/** An order with what its lists show of the request behind it. Amounts in base minor units. */
export const order = jobPostOrder.extend({
  jobPostId: z.string(),
  status: z.enum(JOB_STATUSES),
  created_date: z.string(),
  bidder: jobPostOrder.shape.bidder.extend({ name: z.string() }),
  boat: z.object({
    boatName: z.string(),
    boatType: z.enum(BOAT_TYPES),
    material: z.enum(MATERIALS),
    lengthFeet: z.number(),
    flybridge: z.boolean(),
    services: jobPostServices,
    preferredDate: z.string(),
    address: z.string(),
    dockNumber: z.string(),
    images: z.array(jobPostImage),
  }),
});
export type Order = z.infer<typeof order>;

export const orderListResponse = z.object({ data: z.array(order), meta: pageMeta });

/**
 * What the customer area keeps in localStorage under `paymentState` between accepting a bid
 * (or choosing to pay an order) and the payment page. The server recomputes every amount.
 */
export const PAYMENT_STATE_KEY = 'paymentState';
export const paymentState = z.object({
  jobId: z.string(),
  /** The accepted bid, base minor units. */
  amount: moneyMinor,
  jobDetails: z.object({
    boatName: z.string(),
    lengthFeet: z.number(),
    address: z.string(),
    preferredDate: z.string(),
  }),
  /** Paying a care plan's season in advance: the plan (jobId is then empty). */
  planId: z.string().optional(),
});
export type PaymentState = z.infer<typeof paymentState>;
