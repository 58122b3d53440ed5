import {
  route,
  callerOf,
  conflict,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { bidders } from '@boatcare/shared-domain/endpoints';
import { createBidderProfile, findBidderProfile, updateBidderProfile } from './profile-store.ts';

const saved = () => englishMessage('bidder.saved');

/** GET, POST and PUT /bidders: the caller's own bidder (provider) profile. */
export const bidderRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, bidders.get, {
    handler: async (request) => {
      const data = await findBidderProfile(callerOf(request).userId);
      if (!data) throw notFound('bidder.notFound');
      return { success: true as const, message: 'OK', data };
    },
  });

  route(app, bidders.create, {
    handler: async (request, reply) => {
      const data = await createBidderProfile(callerOf(request).userId, request.body);
      if (!data) throw conflict('bidder.profileExists');
      return reply.code(201).send({ success: true as const, message: saved(), data });
    },
  });

  route(app, bidders.update, {
    handler: async (request) => {
      const data = await updateBidderProfile(callerOf(request).userId, request.body);
      if (!data) throw notFound('bidder.notFound');
      return { success: true as const, message: saved(), data };
    },
  });
};
