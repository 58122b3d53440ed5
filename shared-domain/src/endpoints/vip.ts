import { z } from 'zod';
import { UserType } from '../enums.ts';
import {
  subscriptionParams,
  vipConfirmResponse,
  vipMembership,
  vipPlan,
  vipStatus,
  vipSubscribeResponse,
} from '../schemas/payments.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'payments',
  prefixes: ['/payments'],
  tags: ['vip'],
  roles: [UserType.Customer],
  errors: [400, 404, 409, 502],
  limit: LIMITS.payment,
});

export const plan = endpoint({
  method: 'GET',
  path: '/payments/vip/plan',
  response: vipPlan,
  roles: 'public',
  errors: [],
  summary: 'The VIP membership on offer: monthly price (base minor units) and discount',
});

export const status = endpoint({
  method: 'GET',
  path: '/payments/vip',
  response: vipStatus,
  summary: "The plan and the caller's membership",
});

export const subscribe = endpoint({
  method: 'POST',
  path: '/payments/vip/subscribe',
  response: vipSubscribeResponse,
  summary: "Start the monthly membership; confirm the first month's payment with the card form",
});

export const confirm = endpoint({
  method: 'PUT',
  path: '/payments/vip/:subscriptionId/confirm',
  params: subscriptionParams,
  response: vipConfirmResponse,
  errors: [404, 409, 502],
  summary: 'Ask the payment provider whether the membership is paid, and apply it',
});

export const cancel = endpoint({
  method: 'DELETE',
  path: '/payments/vip',
  response: z.object({ membership: vipMembership }),
  summary: 'End the membership now',
});
