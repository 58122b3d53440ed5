import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { admin } from '@boatcare/shared-domain/endpoints';
import {
  deleteJobPost,
  getJobPost,
  listJobPosts,
  updateJobPost,
} from '../../repositories/job-posts.ts';
import { changedFields, recordAudit } from '../../repositories/audit.ts';

/** admin/jobposts: GET list, GET one, PUT, DELETE, at the spec's /super paths. */
export const superJobPostRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, admin.jobPosts, {
    handler: async (request) => listJobPosts(request.query),
  });

  route(app, admin.jobPost, {
    handler: async (request) => ({ data: await getJobPost(request.params.id) }),
  });

  route(app, admin.updateJobPost, {
    handler: async (request) => {
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
  });

  route(app, admin.deleteJobPost, {
    handler: async (request) => {
      await deleteJobPost(app, request.params.id);
      await recordAudit(
        callerOf(request).userId,
        'jobPost.delete',
        `job-posts/${request.params.id}`,
      );
      return { message: 'Deleted' };
    },
  });
};
