import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { adminUserList, adminUserListQuery, errorResponse } from '@boatcare/shared-domain';
import { listUsers } from '../../../repositories/users.ts';
import { adminOnly } from '../admin.ts';

export const listUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Users by type, email and name, newest first (customers and providers unless a type is asked)',
        querystring: adminUserListQuery,
        response: {
          200: adminUserList,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => ({ data: await listUsers(request.query) }),
  );
};
