import {
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  UserType,
  errorResponse,
  fromBidBody,
  idParams,
  order,
  orderCreated,
  orderListQuery,
  orderListResponse,
} from '@boatcare/shared-domain';
import { acceptBid, findOrder, listOrders } from '../../repositories/jobs.ts';
import { disputeRoutes } from './disputes.ts';
import { jobPhotoRoutes } from './photos.ts';
import { providerJobRoutes } from './provider.ts';
import { jobStatusRoutes } from './status.ts';

const customer = { roles: [UserType.Customer] } as const;
const eitherSide = { roles: [UserType.Customer, UserType.Provider] } as const;

/**
 * /jobs: orders. Accepting a bid makes one; each side lists and reads its own; the work on it
 * (photos, state changes) and the admins' disputes.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(providerJobRoutes);
  await app.register(disputeRoutes);
  await app.register(jobStatusRoutes);
  await app.register(jobPhotoRoutes);

  app.post(
    '/from-bid',
    {
      config: customer,
      schema: {
        tags: ['orders'],
        summary:
          'Accept a bid on an own request: makes the order (payment pending); succeeds once per request',
        body: fromBidBody,
        response: {
          201: orderCreated,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = await acceptBid(callerOf(request).userId, request.body.bidId);
      return reply.code(201).send({ id, message: englishMessage('jobs.created') });
    },
  );

  app.get(
    '',
    {
      config: eitherSide,
      schema: {
        tags: ['orders'],
        summary:
          "The caller's orders, newest first (a customer's as owner, a provider's as the one doing the work)",
        querystring: orderListQuery,
        response: {
          200: orderListResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => listOrders(callerOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      config: eitherSide,
      schema: {
        tags: ['orders'],
        summary: 'One order, for its owner or its provider',
        params: idParams,
        response: {
          200: order,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const found = await findOrder(callerOf(request), request.params.id);
      if (!found) throw notFound('jobs.notFound');
      return found;
    },
  );
};
