import {
  callerOf,
  conflict,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  UserType,
  bidderProfileBody,
  bidderProfileResponse,
  errorResponse,
} from '@boatcare/shared-domain';
import { createBidderProfile, findBidderProfile, updateBidderProfile } from './profile-store.ts';

const provider = { roles: [UserType.Provider] } as const;
const saved = () => englishMessage('bidder.saved');

/** GET, POST and PUT /bidders: the caller's own bidder (provider) profile. */
export const bidderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: provider,
      schema: {
        tags: ['bidders'],
        summary: "The caller's bidder profile; 404 until it is created",
        response: {
          200: bidderProfileResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const data = await findBidderProfile(callerOf(request).userId);
      if (!data) throw notFound('bidder.notFound');
      return { success: true as const, message: 'OK', data };
    },
  );

  app.post(
    '',
    {
      config: provider,
      schema: {
        tags: ['bidders'],
        summary: 'Create the bidder profile (once)',
        body: bidderProfileBody,
        response: {
          201: bidderProfileResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const data = await createBidderProfile(callerOf(request).userId, request.body);
      if (!data) throw conflict('bidder.profileExists');
      return reply.code(201).send({ success: true as const, message: saved(), data });
    },
  );

  app.put(
    '',
    {
      config: provider,
      schema: {
        tags: ['bidders'],
        summary: 'Update the bidder profile',
        body: bidderProfileBody,
        response: {
          200: bidderProfileResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const data = await updateBidderProfile(callerOf(request).userId, request.body);
      if (!data) throw notFound('bidder.notFound');
      return { success: true as const, message: saved(), data };
    },
  );
};
