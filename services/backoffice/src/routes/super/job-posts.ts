import { callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  adminIdParams,
  adminJobPostEdit,
  adminJobPostList,
  adminJobPostQuery,
  adminJobPostResponse,
  errorResponse,
  messageResponse,
} from '@boatcare/shared-domain';
import {
  deleteJobPost,
  getJobPost,
  listJobPosts,
  updateJobPost,
} from '../../repositories/job-posts.ts';
import { adminOnly } from './admin.ts';
import { changedFields, recordAudit } from '../../repositories/audit.ts';

const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** admin/jobposts: GET list, GET one, PUT, DELETE, at the spec's /super paths. */
export const superJobPostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list/job-posts',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Job posts, newest first, by the owner's email (contains)",
        querystring: adminJobPostQuery,
        response: { 200: adminJobPostList, ...refusals },
      },
    },
    async (request) => listJobPosts(request.query),
  );

  app.get(
    '/get/job-posts/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'One job post with every field the admin edits',
        params: adminIdParams,
        response: { 200: adminJobPostResponse, ...refusals, 404: errorResponse },
      },
    },
    async (request) => ({ data: await getJobPost(request.params.id) }),
  );

  app.put(
    '/put/job-posts/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Edits a job post (any status; no transition rules)',
        params: adminIdParams,
        body: adminJobPostEdit,
        response: { 200: adminJobPostResponse, ...refusals, 404: errorResponse },
      },
    },
    async (request) => {
      const data = await updateJobPost(request.params.id, request.body);
      const target = `job-posts/${request.params.id}`;
      await recordAudit(
        callerOf(request).userId,
        'jobPost.update',
        target,
        changedFields(request.body),
      );
      return { data };
    },
  );

  app.delete(
    '/delete/job-posts/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Deletes a job post, its bids and photos; refused once it has an order',
        params: adminIdParams,
        response: {
          200: messageResponse,
          ...refusals,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      await deleteJobPost(app, request.params.id);
      await recordAudit(
        callerOf(request).userId,
        'jobPost.delete',
        `job-posts/${request.params.id}`,
      );
      return { message: 'Deleted' };
    },
  );
};
