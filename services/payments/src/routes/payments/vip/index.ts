import { callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  errorResponse,
  subscriptionParams,
  vipConfirmResponse,
  vipMembership,
  vipPlan,
  vipStatus,
  vipSubscribeResponse,
} from '@boatcare/shared-domain';
import { z } from 'zod';
import type { PaymentsContext } from '../../../context.ts';
import { cancelVip, confirmVip, subscribeVip } from '../../../domain/vip.ts';
import { vipOf, vipPlan as readVipPlan } from '../../../repositories/vip.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  502: errorResponse,
};
const customers = { roles: [UserType.Customer] };

/** /payments/vip: the monthly VIP membership (10% off job payments while active). */
export const vipRoutes: FastifyPluginAsyncZod<PaymentsContext> = async (app, context) => {
  app.get(
    '/plan',
    {
      config: { public: true },
      schema: {
        tags: ['vip'],
        summary: 'The VIP membership on offer: monthly price (base minor units) and discount',
        response: { 200: vipPlan },
      },
    },
    async () => readVipPlan(),
  );

  app.get(
    '/',
    {
      config: customers,
      schema: {
        tags: ['vip'],
        summary: "The plan and the caller's membership",
        response: { 200: vipStatus, ...errors },
      },
    },
    async (request) => {
      const [plan, vip] = await Promise.all([readVipPlan(), vipOf(callerOf(request).userId)]);
      if (!vip) throw notFound();
      return { plan, membership: vip.membership };
    },
  );

  app.post(
    '/subscribe',
    {
      config: customers,
      schema: {
        tags: ['vip'],
        summary:
          "Start the monthly membership; confirm the first month's payment with the card form",
        response: { 200: vipSubscribeResponse, ...errors },
      },
    },
    async (request) => subscribeVip(context, callerOf(request).userId),
  );

  app.put(
    '/:subscriptionId/confirm',
    {
      config: customers,
      schema: {
        tags: ['vip'],
        summary: 'Ask the payment provider whether the membership is paid, and apply it',
        params: subscriptionParams,
        response: { 200: vipConfirmResponse, ...errors },
      },
    },
    async (request) =>
      confirmVip(context, callerOf(request).userId, request.params.subscriptionId, request.log),
  );

  app.delete(
    '/',
    {
      config: customers,
      schema: {
        tags: ['vip'],
        summary: 'End the membership now',
        response: { 200: z.object({ membership: vipMembership }), ...errors },
      },
    },
    async (request) => ({ membership: await cancelVip(context, callerOf(request).userId) }),
  );
};
