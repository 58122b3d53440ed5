import { route, callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { vip } from '@boatcare/shared-domain/endpoints';
import type { PaymentsContext } from '../../../context.ts';
import { cancelVip, confirmVip, subscribeVip } from '../../../domain/vip.ts';
import { vipOf, vipPlan as readVipPlan } from '../../../repositories/vip.ts';

/** /payments/vip: the monthly VIP membership (the configured discount off job payments while active). */
export const vipRoutes: FastifyPluginAsyncZod<PaymentsContext> = async (app, context) => {
  route(app, vip.plan, {
    handler: async () => readVipPlan(),
  });

  route(app, vip.status, {
    handler: async (request) => {
      const [plan, vip] = await Promise.all([readVipPlan(), vipOf(callerOf(request).userId)]);
      if (!vip) throw notFound();
      return { plan, membership: vip.membership };
    },
  });

  route(app, vip.subscribe, {
    handler: async (request) => subscribeVip(context, callerOf(request).userId),
  });

  route(app, vip.confirm, {
    handler: async (request) =>
      confirmVip(context, callerOf(request).userId, request.params.subscriptionId, request.log),
  });

  route(app, vip.cancel, {
    handler: async (request) => ({
      membership: await cancelVip(context, callerOf(request).userId),
    }),
  });
};
