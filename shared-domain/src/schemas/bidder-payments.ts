import { z } from 'zod';
import { PATH_LANGUAGES } from '../locale.ts';
import { moneyMinor } from './common.ts';
import { INTENT_STATUSES, testModeCard } from './payments.ts';

/** The session flags a provider's payments move; the browser copies them after each step. */
export const providerFlags = z.object({
  has_bidder_profile: z.boolean(),
  gate_fee_paid: z.boolean(),
  subscription_active: z.boolean(),
  subscription_paid: z.boolean(),
});
export type ProviderFlags = z.infer<typeof providerFlags>;

/** What a provider pays (base minor units), from the server's pricing configuration. */
export const providerPlan = z.object({ monthlyPrice: moneyMinor, gateFee: moneyMinor });

export const providerSubscription = z.object({
  active: z.boolean(),
  /** The provider's status word (active, past_due, canceled, ...); null before subscribing. */
  status: z.string().nullable(),
  /** The end of the paid month. */
  renewsAt: z.string().nullable(),
  /** Cancelled by the provider: it runs until renewsAt and then ends. */
  cancelAtPeriodEnd: z.boolean(),
});
export type ProviderSubscription = z.infer<typeof providerSubscription>;

/** GET /bidder-payments/status. */
export const bidderPaymentStatus = z.object({
  plan: providerPlan,
  subscription: providerSubscription,
  flags: providerFlags,
  mode: z.enum(['test', 'stripe']),
});
export type BidderPaymentStatus = z.infer<typeof bidderPaymentStatus>;

const promoCode = z
  .string()
  .trim()
  .max(40, 'supplierSubscribe.promoInvalid')
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * POST /bidder-payments/create-subscription (the card-form variant). The body is optional, as
 * for the checkout session: a call without one (the server validates it as `null`) subscribes
 * without a promotion.
 */
export const createBidderSubscriptionBody = z
  .object({
    bidderId: z.string().optional(),
    paymentType: z.literal('subscription').optional(),
    promoCode,
  })
  .nullish();

export const createBidderSubscriptionResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  subscriptionId: z.string(),
  /** Base minor units per month, after the promotion. */
  subscriptionFeeAmount: moneyMinor,
  percentOff: z.number().min(0).max(100),
});
export type CreateBidderSubscriptionResponse = z.infer<typeof createBidderSubscriptionResponse>;

/** POST /bidder-payments/create-subscription-session (the hosted checkout variant; the spec sends no body). */
export const createSubscriptionSessionBody = z
  .object({ promoCode, lng: z.enum(PATH_LANGUAGES).optional() })
  .nullish();
export const createSubscriptionSessionResponse = z.object({
  url: z.string(),
  sessionId: z.string(),
});

export const checkoutSessionParams = z.object({
  session_id: z.string().regex(/^cs_\w+$/, 'supplierSubscribe.sessionNotFound'),
});

/** GET /bidder-payments/verify-session/{session_id}: pending keeps the page checking. */
export const verifySessionResponse = z.object({
  subscriptionStatus: z.enum(['active', 'pending', 'failed']),
  flags: providerFlags,
  subscription: providerSubscription,
});

/** POST /bidder-payments/gate-fee: the one-time fee's intent for the card form. */
export const gateFeeResponse = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amount: moneyMinor,
});
export type GateFeeResponse = z.infer<typeof gateFeeResponse>;

/** PUT /bidder-payments/{paymentIntentId}/confirm: what the provider said, and the new flags. */
export const bidderConfirmResponse = z.object({
  purpose: z.enum(['gate_fee', 'provider_subscription']),
  status: z.enum(INTENT_STATUSES),
  flags: providerFlags,
});
export type BidderConfirmResponse = z.infer<typeof bidderConfirmResponse>;

/** DELETE /bidder-payments/subscription and the test-mode lapse. */
export const bidderSubscriptionChange = z.object({
  subscription: providerSubscription,
  flags: providerFlags,
});

/** GET /bidder-payments/test-mode/sessions/{session_id}: what the stand-in checkout shows. */
export const testCheckoutSession = z.object({
  sessionId: z.string(),
  email: z.string(),
  amount: moneyMinor,
  percentOff: z.number(),
  status: z.enum(['open', 'complete', 'expired']),
  cancelUrl: z.string(),
});

export const testCheckoutBody = testModeCard;
export const testCheckoutResponse = z.object({
  redirectUrl: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
