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
import { defineEndpoint } from './define.ts';

export const status = defineEndpoint({
  method: 'GET',
  path: '/bidder-payments/status',
  response: bidderPaymentStatus,
  roles: [UserType.Provider],
  errors: [400, 404, 409, 502],
  summary: "The plan (subscription and gate fee), the caller's subscription and flags",
  tags: ['bidder-payments'],
});

export const createSubscription = defineEndpoint({
  method: 'POST',
  path: '/bidder-payments/create-subscription',
  body: createBidderSubscriptionBody,
  response: createBidderSubscriptionResponse,
  roles: [UserType.Provider],
  errors: [404, 409, 502],
  summary: "Start the monthly subscription; the card form pays the first month's invoice",
  tags: ['bidder-payments'],
});

export const createSubscriptionSession = defineEndpoint({
  method: 'POST',
  path: '/bidder-payments/create-subscription-session',
  body: createSubscriptionSessionBody,
  response: createSubscriptionSessionResponse,
  roles: [UserType.Provider],
  errors: [404, 409, 502],
  summary: 'Start the monthly subscription on a hosted checkout page; answers its URL',
  tags: ['bidder-payments'],
});

export const verifySession = defineEndpoint({
  method: 'GET',
  path: '/bidder-payments/verify-session/:session_id',
  params: checkoutSessionParams,
  response: verifySessionResponse,
  roles: [UserType.Provider],
  errors: [404, 409, 502],
  summary: "After the checkout page: the subscription's status (pending keeps checking)",
  tags: ['bidder-payments'],
});

export const gateFee = defineEndpoint({
  method: 'POST',
  path: '/bidder-payments/gate-fee',
  response: gateFeeResponse,
  roles: [UserType.Provider],
  errors: [400, 404, 409, 502],
  summary: 'Start the one-time gate fee; the card form pays it',
  tags: ['bidder-payments'],
});

export const confirm = defineEndpoint({
  method: 'PUT',
  path: '/bidder-payments/:paymentIntentId/confirm',
  params: paymentIntentParams,
  response: bidderConfirmResponse,
  roles: [UserType.Provider],
  errors: [404, 409, 502],
  summary: 'After the card form: ask the payment provider and apply the gate fee or month',
  tags: ['bidder-payments'],
});

export const cancelSubscription = defineEndpoint({
  method: 'DELETE',
  path: '/bidder-payments/subscription',
  response: bidderSubscriptionChange,
  roles: [UserType.Provider],
  errors: [400, 404, 409, 502],
  summary: 'Cancel the subscription at the end of the paid month',
  tags: ['bidder-payments'],
});

export const testSession = defineEndpoint({
  method: 'GET',
  path: '/bidder-payments/test-mode/sessions/:session_id',
  params: checkoutSessionParams,
  response: testCheckoutSession,
  roles: [UserType.Provider],
  errors: [404, 409, 502],
  summary: 'TEST MODE: what the stand-in checkout page shows',
  tags: ['bidder-payments'],
});

export const testSessionPay = defineEndpoint({
  method: 'POST',
  path: '/bidder-payments/test-mode/sessions/:session_id/pay',
  params: checkoutSessionParams,
  body: testCheckoutBody,
  response: testCheckoutResponse,
  roles: [UserType.Provider],
  errors: [404, 409, 502],
  summary: 'TEST MODE: pay on the stand-in checkout page with a Stripe test card',
  tags: ['bidder-payments'],
});

export const testLapse = defineEndpoint({
  method: 'POST',
  path: '/bidder-payments/test-mode/lapse',
  response: bidderSubscriptionChange,
  roles: [UserType.Provider],
  errors: [400, 404, 409, 502],
  summary: "TEST MODE: the caller's subscription ends unpaid, as a failed renewal would",
  tags: ['bidder-payments'],
});
