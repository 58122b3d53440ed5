import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { jobpost } from '@boatcare/shared-domain/endpoints';
import { listOwnJobPosts, ownerContactOf, ownerStageCounts } from '../../repositories/job-posts.ts';

/** GET /jobpost/list: the caller's own requests, newest first. */
export const listJobPostsRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, jobpost.list, {
    handler: async (request, reply) => {
      const { items, total } = await listOwnJobPosts(callerOf(request).userId, request.query);
      return reply.header('x-total-count', String(total)).send(items);
    },
  });
  route(app, jobpost.contact, {
    handler: async (request) => ({ contactNumber: await ownerContactOf(callerOf(request).userId) }),
  });
  route(app, jobpost.counts, {
    handler: async (request) => ownerStageCounts(callerOf(request).userId),
  });
};
