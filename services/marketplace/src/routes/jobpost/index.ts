import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UPLOAD_LIMITS, multipart } from '@boatcare/server-kit/images';
import { pierBatchesRoute } from './batches.ts';
import { requestChangeRoutes } from './changes.ts';
import { createJobPostRoute } from './create.ts';
import { getJobPostRoute } from './get.ts';
import { replaceImageRoute } from './images.ts';
import { listJobPostsRoute } from './list.ts';
import { marketEstimateRoute } from './market.ts';
import { nearbyRoutes } from './nearby.ts';

/** /jobpost: a customer's requests with their photos, and the provider's jobs lists. Multipart is parsed only in this scope. */
export const jobPostRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  await app.register(createJobPostRoute);
  await app.register(listJobPostsRoute);
  await app.register(pierBatchesRoute);
  await app.register(marketEstimateRoute);
  await app.register(getJobPostRoute);
  await app.register(nearbyRoutes);
  await app.register(replaceImageRoute);
  await app.register(requestChangeRoutes);
};
