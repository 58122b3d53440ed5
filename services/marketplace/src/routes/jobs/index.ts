import {
  route,
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { jobs } from '@boatcare/shared-domain/endpoints';
import { acceptBid, findOrder, listOrders } from '../../repositories/jobs.ts';
import { disputeRoutes } from './disputes.ts';
import { jobPhotoRoutes } from './photos.ts';
import { providerJobRoutes } from './provider.ts';
import { jobStatusRoutes } from './status.ts';

/**
 * /jobs: orders. Accepting a bid makes one; each side lists and reads its own; the work on it
 * (photos, state changes) and the admins' disputes.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(providerJobRoutes);
  await app.register(disputeRoutes);
  await app.register(jobStatusRoutes);
  await app.register(jobPhotoRoutes);

  route(app, jobs.fromBid, {
    handler: async (request, reply) => {
      const id = await acceptBid(callerOf(request).userId, request.body.bidId);
      return reply.code(201).send({ id, message: englishMessage('jobs.created') });
    },
  });

  route(app, jobs.list, {
    handler: async (request) => listOrders(callerOf(request), request.query),
  });

  route(app, jobs.get, {
    handler: async (request) => {
      const found = await findOrder(callerOf(request), request.params.id);
      if (!found) throw notFound('jobs.notFound');
      return found;
    },
  });
};
