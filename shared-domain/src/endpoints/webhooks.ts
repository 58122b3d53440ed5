import { webhookResponse } from '../schemas/payments.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'payments',
  prefixes: ['/webhooks'],
  limit: LIMITS.webhook,
});

export const stripe = endpoint({
  method: 'POST',
  path: '/webhooks/stripe',
  response: webhookResponse,
  roles: 'public',
  errors: [400, 500],
  summary: 'Stripe webhook endpoint (signed events only)',
  tags: ['webhooks'],
});
