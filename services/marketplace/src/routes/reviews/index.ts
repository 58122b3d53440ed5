import { callerOf, englishMessage, route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { reviews } from '@boatcare/shared-domain/endpoints';
import { jobReviewsFor, saveReview } from '../../repositories/reviews.ts';

/** Reviews both ways on a confirmed job: one per side, editable for 14 days. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, reviews.forJob, {
    handler: async (request) => ({
      data: await jobReviewsFor(callerOf(request), request.params.id),
    }),
  });

  route(app, reviews.save, {
    handler: async (request) => {
      const { review, created } = await saveReview(
        callerOf(request),
        request.params.id,
        request.body,
        request.log,
      );
      return {
        message: englishMessage(created ? 'reviews.saved' : 'reviews.updated'),
        created,
        data: review,
      };
    },
  });
};
