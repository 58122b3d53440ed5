import { webhookResponse } from '../schemas/payments.ts';
import { defineEndpoint } from './define.ts';

export const stripe = defineEndpoint({
  method: 'POST',
  path: '/webhooks/stripe',
  response: webhookResponse,
  roles: 'public',
  errors: [400, 500],
  summary: 'Stripe webhook endpoint (signed events only)',
  tags: ['webhooks'],
});
