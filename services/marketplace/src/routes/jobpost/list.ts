import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  errorResponse,
  jobPostListQuery,
  jobPostListResponse,
} from '@boatcare/shared-domain';
import { listOwnJobPosts } from '../../repositories/job-posts.ts';

/** GET /jobpost/list: the caller's own requests, newest first. */
export const listJobPostsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    {
      config: { roles: [UserType.Customer] },
      schema: {
        tags: ['job posts'],
        summary:
          "The caller's own requests, newest first, optionally of one status; X-Total-Count holds the total",
        querystring: jobPostListQuery,
        response: {
          200: jobPostListResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { items, total } = await listOwnJobPosts(callerOf(request).userId, request.query);
      return reply.header('x-total-count', String(total)).send(items);
    },
  );
};
