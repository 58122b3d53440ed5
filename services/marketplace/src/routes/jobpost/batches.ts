import { route, callerOf, forbidden, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { jobpost } from '@boatcare/shared-domain/endpoints';
import { UserModel } from '@boatcare/server-kit/models';
import { pierBatchesFor } from '../../repositories/pier-batches.ts';

/** GET /jobpost/batches: pier batches for providers with an active subscription. */
export const pierBatchesRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, jobpost.batches, {
    handler: async (request) => {
      const { userId } = callerOf(request);
      const user = await UserModel.findById(userId, { subscription_active: 1 }).lean();
      if (!user?.subscription_active) throw forbidden('bids.subscriptionRequired');
      return { data: await pierBatchesFor(userId) };
    },
  });
};
