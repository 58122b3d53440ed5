import { callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserType, errorResponse, idParams, jobPostDetailResponse } from '@boatcare/shared-domain';
import { jobPostFor } from '../../repositories/job-post-detail.ts';

/** GET /jobpost/get/{id}: the owner sees everything, a provider an open request and their own bid. */
export const getJobPostRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get/:id',
    {
      config: { roles: [UserType.Customer, UserType.Provider] },
      schema: {
        tags: ['job posts'],
        summary:
          'One request: bids and order for its owner; for a provider, an open request with only their bid',
        params: idParams,
        response: {
          200: jobPostDetailResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const data = await jobPostFor(callerOf(request), request.params.id);
      if (!data) throw notFound('jobPost.notFound');
      return { success: true as const, message: 'OK', data };
    },
  );
};
