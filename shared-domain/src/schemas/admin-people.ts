import { z } from 'zod';
import { BOAT_TYPES, JOB_POST_STATUSES, LOCATION_TYPES, MATERIALS } from '../enums.ts';
import { CURRENCIES, LANGUAGES } from '../locale.ts';
import { EMAIL_PATTERN } from './auth.ts';
import { cursorPage, cursorQuery, listTotal, nulFreeAlias, objectId } from './common.ts';
import { COATINGS } from './job-post-services.ts';
import { INTENT_STATUSES } from './payments.ts';

/** Admin passwords are stricter than the spec's 8 characters (docs/access-rules.md). */
export const ADMIN_PASSWORD_MIN = 12;

const name = z.string().trim().min(1, 'adminUserDetail.validation.required').max(100);
const text = (max: number) => z.string().trim().max(max);

// ---- One user, as the admin sees and edits it (admin/users/{id}) ----

export const adminUserDetail = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_type: z.number().int(),
  status: z.enum(['active', 'inactive']),
  service_range: z.number(),
  profile_pic: z.string(),
  language_code: z.enum(LANGUAGES),
  currency_code: z.enum(CURRENCIES),
  auctioneer: z
    .object({ company_name: z.string(), contact_number: z.string(), address: z.string() })
    .nullable(),
  bidder: z
    .object({
      title: z.string(),
      bio_description: z.string(),
      contact_number: z.string(),
      address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      stripeCustomerId: z.string(),
      /** The spec's names in its provider block: the bio again, and the user's gate fee flag. */
      bio_discription: z.string(),
      gate_fee_paid: z.boolean(),
    })
    .nullable(),
  gate_fee_paid: z.boolean(),
  created_date: z.string(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export const adminUserDetailResponse = z.object({ data: adminUserDetail });

const bioText = text(5000).min(1, 'adminUserDetail.validation.required');

/**
 * The provider block of PUT /super/update/user/{id}, as the spec sends it: the bio as
 * `bio_description` or its misspelt alias `bio_discription`, and the user's `gate_fee_paid` flag
 * inside the block (the top-level field wins when both are sent). A missing `stripeCustomerId`
 * keeps the saved one.
 */
const adminBidderUpdate = z
  .object({
    title: text(200).min(1, 'adminUserDetail.validation.required'),
    bio_description: bioText.optional(),
    bio_discription: nulFreeAlias(bioText).optional(),
    contact_number: text(40).min(1, 'adminUserDetail.validation.required'),
    address: text(300).min(1, 'adminUserDetail.validation.required'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    stripeCustomerId: text(200).optional(),
    gate_fee_paid: z.boolean().optional(),
  })
  .strict()
  .refine((block) => block.bio_description !== undefined || block.bio_discription !== undefined, {
    path: ['bio_description'],
    message: 'adminUserDetail.validation.required',
  })
  .describe('`bio_description` (or its old spelling `bio_discription`) is required.');

/** The provider block as saved: one bio field; the gate fee flag belongs to the user. */
function savedBidder({
  bio_description,
  bio_discription,
  gate_fee_paid: _userFlag,
  ...profile
}: z.output<typeof adminBidderUpdate>) {
  return { ...profile, bio_description: bio_description ?? bio_discription ?? '' };
}
type AdminBidderChanges = ReturnType<typeof savedBidder>;

/** The fields of PUT /super/update/user/{id} as sent: every field but the email, which is fixed. */
export const adminUserFields = z
  .object({
    first_name: name,
    last_name: name,
    service_range: z.number().int().min(0).max(1000).optional(),
    profile_pic: text(500).optional(),
    language_code: z.enum(LANGUAGES).optional(),
    currency_code: z.enum(CURRENCIES).optional(),
    status: z.enum(['active', 'inactive']).optional(),
    auctioneer: z
      .object({
        company_name: text(200),
        contact_number: text(40),
        address: text(300),
      })
      .strict()
      .optional(),
    bidder: adminBidderUpdate.optional(),
    gate_fee_paid: z.boolean().optional(),
    /** Admin users only (Change Password). */
    password: z
      .string()
      .min(ADMIN_PASSWORD_MIN, 'adminAdmins.validation.passwordShort')
      .max(200)
      .optional(),
  })
  .strict();

/** PUT /super/update/user/{id}: the fields, the provider block's gate fee flag moved to the user. */
export const adminUserUpdate = adminUserFields.transform(
  ({ bidder, ...rest }): typeof rest & { bidder?: AdminBidderChanges } =>
    bidder
      ? {
          ...(bidder.gate_fee_paid === undefined ? {} : { gate_fee_paid: bidder.gate_fee_paid }),
          ...rest,
          bidder: savedBidder(bidder),
        }
      : rest,
);
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;

/** POST /super/create: a new admin user. */
export const adminCreateBody = z
  .object({
    first_name: name,
    last_name: name,
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'adminAdmins.validation.email' }).max(200)),
    password: z.string().min(ADMIN_PASSWORD_MIN, 'adminAdmins.validation.passwordShort').max(200),
  })
  .strict();
export const adminCreatedResponse = z.object({ data: adminUserDetail });

// ---- Dashboard (admin) ----

export const dashboardFigure = z.object({
  /** This period's value (count, or base minor units for revenue). */
  current: z.number().int(),
  /** The same measure over the previous period. */
  previous: z.number().int(),
});
export const adminDashboard = z.object({
  totalUsers: dashboardFigure,
  activeRequests: dashboardFigure,
  /** Base minor units (US cents), month to date against the same days of last month. */
  revenueMonthToDate: dashboardFigure,
  pendingApprovals: dashboardFigure.extend({
    membershipRequests: z.number().int(),
    unpaidProviders: z.number().int(),
  }),
  /** When the figures were counted (the back office answers from a snapshot of them). */
  figuresAt: z.iso.datetime(),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

// ---- Dashboard Users tab (/api/users) ----

export const DASHBOARD_ROLES = ['customer', 'supplier', 'admin'] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];
export const USER_STATUSES = ['active', 'inactive'] as const;

/** Keyset-paged (docs/adr/0014-keyset-paging.md); without a limit, a page of 50. */
export const dashboardUserQuery = cursorQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  role: z.enum(DASHBOARD_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
});
export const dashboardUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(DASHBOARD_ROLES),
  status: z.enum(USER_STATUSES),
  /** km, or null when the user is not a provider. */
  serviceRadius: z.number().nullable(),
  rating: z.number().nullable(),
  totalRatings: z.number().int(),
});
export type DashboardUser = z.infer<typeof dashboardUser>;
/** The spec's `data`, the cursor of the next page (null on the last) and the filter's total. */
export const dashboardUserList = z.object({
  data: z.array(dashboardUser),
  next: z.string().nullable(),
  total: listTotal,
});
export const dashboardUserResponse = z.object({ data: dashboardUser });

const dashboardUserFields = {
  name: z.string().trim().min(1, 'adminDashboard.users.validation.name').max(200),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.email({ pattern: EMAIL_PATTERN, error: 'adminDashboard.users.validation.email' }).max(200),
    ),
  role: z.enum(DASHBOARD_ROLES),
  status: z.enum(USER_STATUSES),
};
/** A new admin made from the Users tab needs the admin password length (12+), others 8. */
export const dashboardUserCreate = z
  .object({
    ...dashboardUserFields,
    password: z.string().min(8, 'adminDashboard.users.validation.password').max(200),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.role === 'admin' && value.password.length < ADMIN_PASSWORD_MIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'adminAdmins.validation.passwordShort',
      });
    }
  })
  .describe(
    `A new admin (\`role\` admin) needs a password of at least ${ADMIN_PASSWORD_MIN} characters.`,
  );
export const dashboardUserUpdate = z
  .object({
    ...dashboardUserFields,
    serviceRadius: z.number().int().min(0).max(1000).nullable().optional(),
  })
  .strict();

// ---- Requests and payments tabs ----

export const adminRequestQuery = cursorQuery.extend({
  status: z.enum(JOB_POST_STATUSES).optional(),
});
export const adminRequestRow = z.object({
  id: z.string(),
  boatName: z.string(),
  boatType: z.string(),
  status: z.enum(JOB_POST_STATUSES),
  ownerEmail: z.string(),
  preferredDate: z.string(),
  created_date: z.string(),
});
export const adminRequestList = cursorPage(adminRequestRow);
export type AdminRequestRow = z.infer<typeof adminRequestRow>;

export const adminPaymentQuery = cursorQuery.extend({ state: z.enum(INTENT_STATUSES).optional() });
export const adminPaymentRow = z.object({
  id: z.string(),
  purpose: z.string(),
  status: z.string(),
  customerEmail: z.string(),
  /** Base minor units (US cents). */
  baseAmount: z.number().int(),
  platformFee: z.number().int(),
  discount: z.number().int(),
  totalAmount: z.number().int(),
  created_date: z.string(),
});
export const adminPaymentList = cursorPage(adminPaymentRow);
export type AdminPaymentRow = z.infer<typeof adminPaymentRow>;

// ---- Job posts (admin/jobposts) ----

export const adminJobPostQuery = cursorQuery.extend({
  auctioneerEmail: z.string().trim().max(200).optional(),
});
export const adminJobPostRow = adminRequestRow;
export const adminJobPostList = cursorPage(adminJobPostRow);
export type AdminJobPostRow = z.infer<typeof adminJobPostRow>;

const dateText = z.iso.datetime({ offset: true }).or(z.iso.date());

export const adminJobPostEdit = z
  .object({
    boatName: text(200).min(1, 'adminJobPosts.validation.required'),
    boatType: z.enum(BOAT_TYPES),
    material: z.enum(MATERIALS),
    lengthFeet: z.number().min(1, 'adminJobPosts.validation.lengthMin').max(1000),
    locationType: z.enum(LOCATION_TYPES),
    notes: text(5000),
    status: z.enum(JOB_POST_STATUSES),
    location: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        dockNumber: text(100),
        address: text(300).min(1, 'adminJobPosts.validation.required'),
        placeId: text(300),
      })
      .strict(),
    services: z
      .object({
        cleaning: z.boolean(),
        polishing: z.boolean(),
        coating: z.enum(COATINGS),
        interior: z.boolean(),
        engineService: z.boolean(),
        repair: z.boolean(),
      })
      .strict(),
    preferredDate: dateText,
    bid_start_date: dateText.nullable(),
    bid_end_date: dateText.nullable(),
    /** Base minor units. */
    min_bid_amount: z.number().int().min(0),
    max_bid_amount: z.number().int().min(0),
    estimatedPriceMin: z.number().int().min(0),
    estimatedPriceMax: z.number().int().min(0),
  })
  .strict();
export type AdminJobPostEdit = z.infer<typeof adminJobPostEdit>;
export const adminJobPostDetail = adminJobPostEdit.extend({
  id: z.string(),
  ownerEmail: z.string(),
  preferredDate: z.string(),
  bid_start_date: z.string().nullable(),
  bid_end_date: z.string().nullable(),
  created_date: z.string(),
});
export type AdminJobPostDetail = z.infer<typeof adminJobPostDetail>;
export const adminJobPostResponse = z.object({ data: adminJobPostDetail });

export const adminIdParams = z.object({ id: objectId });
