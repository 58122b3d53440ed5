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
import { defineEndpoint } from './define.ts';

export const plan = defineEndpoint({
  method: 'GET',
  path: '/payments/vip/plan',
  response: vipPlan,
  roles: 'public',
  summary: 'The VIP membership on offer: monthly price (base minor units) and discount',
  tags: ['vip'],
});

export const status = defineEndpoint({
  method: 'GET',
  path: '/payments/vip',
  response: vipStatus,
  roles: [UserType.Customer],
  errors: [400, 404, 409, 502],
  summary: "The plan and the caller's membership",
  tags: ['vip'],
});

export const subscribe = defineEndpoint({
  method: 'POST',
  path: '/payments/vip/subscribe',
  response: vipSubscribeResponse,
  roles: [UserType.Customer],
  errors: [400, 404, 409, 502],
  summary: "Start the monthly membership; confirm the first month's payment with the card form",
  tags: ['vip'],
});

export const confirm = defineEndpoint({
  method: 'PUT',
  path: '/payments/vip/:subscriptionId/confirm',
  params: subscriptionParams,
  response: vipConfirmResponse,
  roles: [UserType.Customer],
  errors: [404, 409, 502],
  summary: 'Ask the payment provider whether the membership is paid, and apply it',
  tags: ['vip'],
});

export const cancel = defineEndpoint({
  method: 'DELETE',
  path: '/payments/vip',
  response: z.object({ membership: vipMembership }),
  roles: [UserType.Customer],
  errors: [400, 404, 409, 502],
  summary: 'End the membership now',
  tags: ['vip'],
});
