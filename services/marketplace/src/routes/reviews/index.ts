import { callerOf, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  errorResponse,
  idParams,
  jobReviewsResponse,
  reviewBody,
  reviewSaved,
} from '@boatcare/shared-domain';
import { jobReviewsFor, saveReview } from '../../repositories/reviews.ts';

const PARTIES = [UserType.Customer, UserType.Provider];

/** Reviews both ways on a confirmed job: one per side, editable for 14 days. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/job/:id',
    {
      config: { roles: PARTIES },
      schema: {
        tags: ['reviews'],
        summary: "A job's two reviews, for its owner or its provider",
        params: idParams,
        response: {
          200: jobReviewsResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => ({ data: await jobReviewsFor(callerOf(request), request.params.id) }),
  );

  app.put(
    '/job/:id',
    {
      config: { roles: PARTIES },
      schema: {
        tags: ['reviews'],
        summary:
          "Write the caller's review of the other side of a confirmed job, or change it within 14 days",
        params: idParams,
        body: reviewBody,
        response: {
          200: reviewSaved,
          201: reviewSaved,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { review, created } = await saveReview(
        callerOf(request),
        request.params.id,
        request.body,
        request.log,
      );
      return reply
        .code(created ? 201 : 200)
        .send({
          message: englishMessage(created ? 'reviews.saved' : 'reviews.updated'),
          data: review,
        });
    },
  );
};
