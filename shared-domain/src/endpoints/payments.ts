import { UserType } from '../enums.ts';
import { paymentsConfig } from '../schemas/payments-config.ts';
import {
  confirmPaymentResponse,
  createIntentBody,
  createIntentResponse,
  paymentIntentParams,
  seasonIntentBody,
  seasonIntentResponse,
  testModeConfirmBody,
  testModeConfirmResponse,
} from '../schemas/payments.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'payments',
  prefixes: ['/payments'],
  tags: ['payments'],
  roles: [UserType.Customer],
  limit: LIMITS.payment,
});

export const confirm = endpoint({
  method: 'PUT',
  path: '/payments/:paymentIntentId/confirm',
  params: paymentIntentParams,
  response: confirmPaymentResponse,
  errors: [404, 502],
  summary:
    'Ask the payment provider how a payment went and mark the order paid only if it succeeded',
});

export const createIntent = endpoint({
  method: 'POST',
  path: '/payments/create-intent',
  body: createIntentBody,
  response: createIntentResponse,
  errors: [404, 409, 502],
  summary: "Create the payment intent of one of the caller's orders (amounts computed here)",
});

export const seasonIntent = endpoint({
  method: 'POST',
  path: '/payments/season-intent',
  body: seasonIntentBody,
  response: seasonIntentResponse,
  errors: [404, 409, 502],
  summary:
    "Create one payment intent for every booked, unpaid visit of the caller's care plan paid in advance",
});

export const config = endpoint({
  method: 'GET',
  path: '/payments/config',
  response: paymentsConfig,
  roles: 'public',
  summary: 'Which payment driver runs, and the publishable key for the card form',
});

export const testModeConfirm = endpoint({
  method: 'POST',
  path: '/payments/test-mode/:paymentIntentId/confirm',
  params: paymentIntentParams,
  body: testModeConfirmBody,
  response: testModeConfirmResponse,
  roles: [UserType.Customer, UserType.Provider],
  errors: [404, 409],
  summary: 'TEST MODE: confirm a payment intent with a Stripe test card number',
});
