import { z } from 'zod';
import { PAYMENT_STATUSES } from '../enums.ts';
import { cardDigits, expiryValid, luhnValid } from '../payments/test-cards.ts';
import { moneyMinor, objectId } from './common.ts';

/** What an owner pays for an accepted bid, all in base minor units (US cents). */
export const paymentDetails = z.object({
  baseAmount: moneyMinor,
  platformFee: moneyMinor,
  discount: moneyMinor,
  totalAmount: moneyMinor,
});
export type PaymentDetails = z.infer<typeof paymentDetails>;

/** POST /payments/create-intent. `amount` is accepted for the old client and ignored. */
export const createIntentBody = z.object({
  jobId: objectId,
  amount: z.number().optional().describe('Ignored: the server computes every amount itself.'),
});

export const createIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  jobId: z.string(),
  details: paymentDetails,
});
export type CreateIntentResponse = z.infer<typeof createIntentResponse>;

/** POST /payments/season-intent: a care plan's season paid in advance, in one payment. */
export const seasonIntentBody = z.object({ planId: objectId });

/**
 * The season's intent: every booked, unpaid visit at once (the sum of each visit's own total:
 * its price, platform fee and VIP discount).
 */
export const seasonIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  planId: z.string(),
  /** How many visits it pays. */
  visits: z.number().int(),
  details: paymentDetails,
});
export type SeasonIntentResponse = z.infer<typeof seasonIntentResponse>;

/**
 * Where a payment intent stands, as the provider reports it: `requires_payment_method` before a
 * card was accepted (a declined card puts it back there, with a failure), `processing` while the
 * provider settles it, `succeeded`, or `failed` when it can no longer succeed.
 */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'processing',
  'succeeded',
  'failed',
] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

export const paymentFailure = z.object({ code: z.string(), message: z.string() });
export type PaymentFailure = z.infer<typeof paymentFailure>;

export const paymentIntentParams = z.object({
  paymentIntentId: z.string().regex(/^pi_\w+$/, 'payments.intentNotFound'),
});

/** PUT /payments/{paymentIntentId}/confirm: the provider's status and the order's payment status. */
export const confirmPaymentResponse = z.object({
  paymentIntentId: z.string(),
  jobId: z.string(),
  /** The request the order was made on (its page is my-order/{jobPostId}). */
  jobPostId: z.string(),
  /** A season paid in advance: its care plan (jobId and jobPostId are then empty). */
  planId: z.string().nullable(),
  status: z.enum(INTENT_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  failure: paymentFailure.nullable(),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponse>;

/** The card fields of the test-mode form (and what its confirm endpoint checks). */
export const testModeCard = z.object({
  cardNumber: z
    .string()
    .trim()
    .min(1, { message: 'cardForm.validation.numberRequired', abort: true })
    .refine((value) => luhnValid(cardDigits(value)), 'cardForm.validation.numberInvalid')
    .describe('12 to 19 digits (spaces and dashes allowed) that pass the Luhn check.'),
  expiry: z
    .string()
    .trim()
    .min(1, { message: 'cardForm.validation.expiryRequired', abort: true })
    .refine((value) => expiryValid(value), 'cardForm.validation.expiryInvalid')
    .describe('MM/YY, this month (UTC) or later.'),
  cvc: z
    .string()
    .trim()
    .min(1, { message: 'cardForm.validation.cvcRequired', abort: true })
    .regex(/^\d{3,4}$/, 'cardForm.validation.cvcInvalid'),
});
export type TestModeCard = z.infer<typeof testModeCard>;

/** A path on this site (never another origin) that the test-mode driver redirects to. */
const sitePath = z
  .string()
  // No U+0000, as in every text: its pattern states it (the check after validation refuses it).
  // eslint-disable-next-line no-control-regex -- U+0000 is the character refused
  .regex(/^\/(?!\/)[^\s\\\x00]*$/, 'errors.validation')
  .max(500);

/** POST /payments/test-mode/{paymentIntentId}/confirm: confirms like Stripe.js would. */
export const testModeConfirmBody = testModeCard.extend({ returnUrl: sitePath.optional() });

export const testModeConfirmResponse = z.object({
  status: z.enum(INTENT_STATUSES),
  /** Like Stripe's redirect: the return URL with payment_intent and redirect_status; null when a card error stops it. */
  redirectUrl: z.string().nullable(),
  error: paymentFailure.nullable(),
});
export type TestModeConfirmResponse = z.infer<typeof testModeConfirmResponse>;

/** The VIP membership on offer; amounts in base minor units. */
export const vipPlan = z.object({
  monthlyPrice: moneyMinor,
  discountPercentage: z.number().min(0).max(100),
});
export type VipPlan = z.infer<typeof vipPlan>;

export const vipMembership = z.object({
  isActive: z.boolean(),
  since: z.string().nullable(),
  /** The end of the paid month; null without a subscription. */
  renewsAt: z.string().nullable(),
});
export type VipMembership = z.infer<typeof vipMembership>;

/** GET /payments/vip: the plan and the caller's membership. */
export const vipStatus = z.object({ plan: vipPlan, membership: vipMembership });
export type VipStatus = z.infer<typeof vipStatus>;

/** POST /payments/vip/subscribe: the first month's payment to confirm with the card form. */
export const vipSubscribeResponse = z.object({
  subscriptionId: z.string(),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amount: moneyMinor,
});
export type VipSubscribeResponse = z.infer<typeof vipSubscribeResponse>;

export const subscriptionParams = z.object({
  subscriptionId: z.string().regex(/^sub_\w+$/, 'payments.subscriptionNotFound'),
});

/** PUT /payments/vip/{subscriptionId}/confirm. */
export const vipConfirmResponse = z.object({
  status: z.string(),
  membership: vipMembership,
});

export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });
