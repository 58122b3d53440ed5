import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { users } from '@boatcare/shared-domain/endpoints';
import {
  createDashboardUser,
  deleteDashboardUser,
  listDashboardUsers,
  updateDashboardUser,
} from '../../../repositories/dashboard-users.ts';
import { changedFields, recordAudit } from '../../../repositories/audit.ts';

/**
 * /api/users: the dashboard's Users tab (spec section 7). Admin only, unlike the spec's
 * unauthenticated dashboard calls.
 */
export const dashboardUserRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, users.list, {
    handler: async (request) => listDashboardUsers(request.query),
  });

  route(app, users.create, {
    handler: async (request, reply) => {
      const data = await createDashboardUser(request.body);
      await recordAudit(callerOf(request).userId, 'user.create', `users/${data.id}`, {
        role: data.role,
      });
      return reply.code(201).send({ data });
    },
  });

  route(app, users.update, {
    handler: async (request) => {
      const { userId } = callerOf(request);
      const data = await updateDashboardUser(userId, request.params.id, request.body);
      await recordAudit(
        userId,
        'user.update',
        `users/${request.params.id}`,
        changedFields(request.body),
      );
      return { data };
    },
  });

  route(app, users.remove, {
    handler: async (request) => {
      const { userId } = callerOf(request);
      await deleteDashboardUser(userId, request.params.id);
      await recordAudit(userId, 'user.delete', `users/${request.params.id}`);
      return { message: 'User deleted successfully' };
    },
  });
};
