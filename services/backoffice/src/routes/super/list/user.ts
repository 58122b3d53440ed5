import { route, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { admin } from '@boatcare/shared-domain/endpoints';
import { listUsers } from '../../../repositories/users.ts';

export const listUserRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, admin.users, { handler: async (request) => listUsers(request.query) });
};
