import { webhookResponse } from '../schemas/payments.ts';
import { defineArea } from './define.ts';

const endpoint = defineArea({ service: 'payments', prefixes: ['/webhooks'] });

export const stripe = endpoint({
  method: 'POST',
  path: '/webhooks/stripe',
  response: webhookResponse,
  roles: 'public',
  errors: [400, 500],
  summary: 'Stripe webhook endpoint (signed events only)',
  tags: ['webhooks'],
});
