import { route, callerOf, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { jobpost } from '@boatcare/shared-domain/endpoints';
import { cancelJobPost, editJobPost } from '../../repositories/request-changes.ts';

/** PATCH /jobpost/{id} and POST /jobpost/{id}/cancel: the owner changes or withdraws an open request. */
export const requestChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, jobpost.edit, {
    handler: async (request) => {
      const { userId } = callerOf(request);
      const data = await editJobPost(userId, request.params.id, request.body, request.log);
      return { message: englishMessage('jobPost.updated'), data };
    },
  });
  route(app, jobpost.cancel, {
    handler: async (request) => {
      const { userId } = callerOf(request);
      const data = await cancelJobPost(userId, request.params.id, request.log);
      return { message: englishMessage('jobPost.cancelled'), data };
    },
  });
};
