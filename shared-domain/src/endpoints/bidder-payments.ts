import { UserType } from '../enums.ts';
import {
  bidderConfirmResponse,
  bidderPaymentStatus,
  bidderSubscriptionChange,
  checkoutSessionParams,
  createBidderSubscriptionBody,
  createBidderSubscriptionResponse,
  createSubscriptionSessionBody,
  createSubscriptionSessionResponse,
  gateFeeResponse,
  testCheckoutBody,
  testCheckoutResponse,
  testCheckoutSession,
  verifySessionResponse,
} from '../schemas/bidder-payments.ts';
import { paymentIntentParams } from '../schemas/payments.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'payments',
  prefixes: ['/bidder-payments'],
  tags: ['bidder-payments'],
  roles: [UserType.Provider],
  errors: [404, 409, 502],
  limit: LIMITS.payment,
});

export const status = endpoint({
  method: 'GET',
  path: '/bidder-payments/status',
  response: bidderPaymentStatus,
  errors: [400, 404, 409, 502],
  summary: "The plan (subscription and gate fee), the caller's subscription and flags",
});

export const createSubscription = endpoint({
  method: 'POST',
  path: '/bidder-payments/create-subscription',
  body: createBidderSubscriptionBody,
  response: createBidderSubscriptionResponse,
  summary: "Start the monthly subscription; the card form pays the first month's invoice",
});

export const createSubscriptionSession = endpoint({
  method: 'POST',
  path: '/bidder-payments/create-subscription-session',
  body: createSubscriptionSessionBody,
  response: createSubscriptionSessionResponse,
  summary: 'Start the monthly subscription on a hosted checkout page; answers its URL',
});

export const verifySession = endpoint({
  method: 'GET',
  path: '/bidder-payments/verify-session/:session_id',
  params: checkoutSessionParams,
  response: verifySessionResponse,
  summary: "After the checkout page: the subscription's status (pending keeps checking)",
});

export const gateFee = endpoint({
  method: 'POST',
  path: '/bidder-payments/gate-fee',
  response: gateFeeResponse,
  errors: [400, 404, 409, 502],
  summary: 'Start the one-time gate fee; the card form pays it',
});

export const confirm = endpoint({
  method: 'PUT',
  path: '/bidder-payments/:paymentIntentId/confirm',
  params: paymentIntentParams,
  response: bidderConfirmResponse,
  summary: 'After the card form: ask the payment provider and apply the gate fee or month',
});

export const cancelSubscription = endpoint({
  method: 'DELETE',
  path: '/bidder-payments/subscription',
  response: bidderSubscriptionChange,
  errors: [400, 404, 409, 502],
  summary: 'Cancel the subscription at the end of the paid month',
});

export const testSession = endpoint({
  method: 'GET',
  path: '/bidder-payments/test-mode/sessions/:session_id',
  params: checkoutSessionParams,
  response: testCheckoutSession,
  summary: 'TEST MODE: what the stand-in checkout page shows',
});

export const testSessionPay = endpoint({
  method: 'POST',
  path: '/bidder-payments/test-mode/sessions/:session_id/pay',
  params: checkoutSessionParams,
  body: testCheckoutBody,
  response: testCheckoutResponse,
  summary: 'TEST MODE: pay on the stand-in checkout page with a Stripe test card',
});

export const testLapse = endpoint({
  method: 'POST',
  path: '/bidder-payments/test-mode/lapse',
  response: bidderSubscriptionChange,
  errors: [400, 404, 409, 502],
  summary: "TEST MODE: the caller's subscription ends unpaid, as a failed renewal would",
});
