import { route, callerOf, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { boats } from '@boatcare/shared-domain/endpoints';
import { ownBoat } from '../../repositories/boats.ts';
import { createShare, revokeShare, sharedBoat, sharesOf } from '../../repositories/boat-shares.ts';

/** Read-only share links: the owner makes, lists and revokes them; anyone with one reads it. */
export const boatShareRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, boats.shares, {
    handler: async (request) => {
      const boat = await ownBoat(request.params.id, callerOf(request).userId);
      return { data: await sharesOf(boat) };
    },
  });

  route(app, boats.share, {
    handler: async (request, reply) => {
      const boat = await ownBoat(request.params.id, callerOf(request).userId);
      const data = await createShare(boat, request.body);
      return reply.code(201).send({ data, message: englishMessage('boats.share.created') });
    },
  });

  route(app, boats.revokeShare, {
    handler: async (request) => {
      const boat = await ownBoat(request.params.id, callerOf(request).userId);
      const data = await revokeShare(boat, request.params.shareId);
      return { data, message: englishMessage('boats.share.revoked') };
    },
  });

  route(app, boats.shared, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await sharedBoat(request.params.token) };
    },
  });
};
