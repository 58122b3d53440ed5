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
  errors: [400, 404, 500],
  summary: 'Stripe webhook endpoint (signed events only)',
  description:
    'Rules:\n- every event carries a valid `Stripe-Signature` of its raw body (400 otherwise).\n\n404 while the platform takes no webhooks (no signing secret is configured).',
  tags: ['webhooks'],
});
