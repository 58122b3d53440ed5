/** user_type as stored on the wire and in the session. */
export const UserType = {
  Admin: 0,
  Customer: 1,
  Provider: 2,
  Club: 3,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const USER_TYPES = Object.values(UserType);

/** The role each user type signs in as; also the name of the remote that serves it. */
export const ROLE_BY_USER_TYPE = {
  [UserType.Admin]: 'admin',
  [UserType.Customer]: 'customer',
  [UserType.Provider]: 'provider',
  [UserType.Club]: 'club',
} as const satisfies Record<UserType, string>;
export type Role = (typeof ROLE_BY_USER_TYPE)[UserType];

export const JOB_POST_STATUSES = ['active', 'bid_placed', 'bid_accepted', 'cancelled'] as const;
export type JobPostStatus = (typeof JOB_POST_STATUSES)[number];

/** Where an order (job) stands (schemas/job.ts, job-lifecycle.ts). */
export const JOB_STATUSES = [
  'accepted',
  'paid',
  'in_progress',
  'done',
  'confirmed',
  'paid_out',
  'cancelled',
  'disputed',
] as const;

/** An order's payment; refunded (in part or in full) after a cancellation. */
export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** An order the owner can still pay (not paid, not refunded). */
export const awaitsPayment = (status: PaymentStatus) => status === 'pending' || status === 'failed';

export const MEMBERSHIP_STATUSES = ['pending', 'accepted', 'denied'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const BOAT_TYPES = ['Motorboat', 'Sailboat', 'RIB', 'Catamaran'] as const;
export const MATERIALS = ['Gelcoat', 'Awlgrip', 'Aluminum'] as const;
export const LOCATION_TYPES = ['In water', 'On trailer', 'On land/dry dock'] as const;
