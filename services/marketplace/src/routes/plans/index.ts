import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType } from '@boatcare/shared-domain/core';
import { plans } from '@boatcare/shared-domain/endpoints';
import {
  acceptPlanOffer,
  changePlanProvider,
  clubPlanWeeks,
  createPlan,
  endPlan,
  listOpenPlans,
  listOwnPlans,
  offerOnPlan,
  pausePlan,
  readPlan,
  resumePlan,
  skipPlanVisit,
} from '../../repositories/plans.ts';

/** /plans: seasonal care plans. Every write is the caller's own plan (or offer) only. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, plans.create, {
    handler: async (request, reply) =>
      reply.code(201).send(await createPlan(callerOf(request).userId, request.body, request.log)),
  });
  route(app, plans.mine, {
    handler: async (request) => ({ data: await listOwnPlans(callerOf(request).userId) }),
  });
  route(app, plans.open, {
    handler: async (request) => ({ data: await listOpenPlans(callerOf(request).userId) }),
  });
  route(app, plans.clubWeeks, {
    handler: async (request) => ({ data: await clubPlanWeeks(callerOf(request).userId) }),
  });
  route(app, plans.get, {
    handler: async (request) => {
      const caller = callerOf(request);
      const provider = caller.userType === UserType.Provider;
      return readPlan({ userId: caller.userId, provider }, request.params.id);
    },
  });
  route(app, plans.offer, {
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await offerOnPlan(callerOf(request).userId, request.params.id, request.body, request.log),
        ),
  });
  route(app, plans.accept, {
    handler: async (request) =>
      acceptPlanOffer(callerOf(request).userId, request.params.id, request.body.offerId),
  });
  route(app, plans.changeProvider, {
    handler: async (request) =>
      changePlanProvider(callerOf(request).userId, request.params.id, request.body.offerId),
  });
  route(app, plans.skipVisit, {
    handler: async (request) =>
      skipPlanVisit(callerOf(request).userId, request.params.id, request.params.visitId),
  });
  route(app, plans.pause, {
    handler: async (request) => pausePlan(callerOf(request).userId, request.params.id),
  });
  route(app, plans.resume, {
    handler: async (request) => resumePlan(callerOf(request).userId, request.params.id),
  });
  route(app, plans.end, {
    handler: async (request) => endPlan(callerOf(request).userId, request.params.id),
  });
};
