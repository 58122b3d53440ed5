import { callerOf, forbidden, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import { UserType, errorResponse, pierBatchList } from '@boatcare/shared-domain';
import { pierBatchesFor } from '../../repositories/pier-batches.ts';

/** GET /jobpost/batches: pier batches for providers with an active subscription. */
export const pierBatchesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/batches',
    {
      config: { roles: [UserType.Provider] },
      schema: {
        tags: ['job posts'],
        summary:
          "Open requests by one club's members at its harbour in one week, as batches (no owners)",
        response: {
          200: pierBatchList,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const user = await UserModel.findById(userId, { subscription_active: 1 }).lean();
      if (!user?.subscription_active) throw forbidden('bids.subscriptionRequired');
      return { data: await pierBatchesFor(userId) };
    },
  );
};
