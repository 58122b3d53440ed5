import { route, callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { jobpost } from '@boatcare/shared-domain/endpoints';
import { jobPostFor } from '../../repositories/job-post-detail.ts';

/** GET /jobpost/get/{id}: the owner sees everything, a provider an open request and their own bid. */
export const getJobPostRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, jobpost.get, {
    handler: async (request) => {
      const data = await jobPostFor(callerOf(request), request.params.id);
      if (!data) throw notFound('jobPost.notFound');
      return { success: true as const, message: 'OK', data };
    },
  });
};
