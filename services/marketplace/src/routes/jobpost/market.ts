import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { jobpost } from '@boatcare/shared-domain/endpoints';
import { selectionOf } from '@boatcare/shared-domain/schemas/job-post-services';
import { marketEstimateNow } from '../../repositories/market.ts';

/** GET /jobpost/market-estimate: the wizard's market range for the job being described. */
export const marketEstimateRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, jobpost.marketEstimate, {
    handler: async (request) => {
      const { lengthFeet, latitude, longitude, services, coating, extras } = request.query;
      const has = (name: (typeof services)[number]) => services.includes(name);
      const selection = selectionOf(
        {
          polishing: has('polishing'),
          coating,
          interior: has('interior'),
          engineService: has('engineService'),
          engineSerialNumber: '',
          engineDescription: '',
          repair: has('repair'),
        },
        has('flybridge'),
      );
      return marketEstimateNow({ lengthFeet, selection, extraIds: extras, latitude, longitude });
    },
  });
};
