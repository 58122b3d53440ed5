import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { callerOf } from '@boatcare/server-kit';
import {
  adminIdParams,
  dashboardUserCreate,
  dashboardUserList,
  dashboardUserQuery,
  dashboardUserResponse,
  dashboardUserUpdate,
  errorResponse,
  messageResponse,
} from '@boatcare/shared-domain';
import {
  createDashboardUser,
  deleteDashboardUser,
  listDashboardUsers,
  updateDashboardUser,
} from '../../../repositories/dashboard-users.ts';
import { adminOnly } from '../../super/admin.ts';
import { changedFields, recordAudit } from '../../../repositories/audit.ts';

const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/**
 * /api/users: the dashboard's Users tab (spec section 7). Admin only, unlike the spec's
 * unauthenticated dashboard calls.
 */
export const dashboardUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Admins, customers and providers by role, status and name or email',
        querystring: dashboardUserQuery,
        response: { 200: dashboardUserList, ...refusals },
      },
    },
    async (request) => ({ data: await listDashboardUsers(request.query) }),
  );

  app.post(
    '/',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Creates a user with a role, a status and a password',
        body: dashboardUserCreate,
        response: { 201: dashboardUserResponse, ...refusals, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await createDashboardUser(request.body);
      await recordAudit(callerOf(request).userId, 'user.create', `users/${data.id}`, {
        role: data.role,
      });
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Edits name, email, role, status and service radius; keeps one active admin; deactivating signs out',
        params: adminIdParams,
        body: dashboardUserUpdate,
        response: {
          200: dashboardUserResponse,
          ...refusals,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Deletes a user without requests or orders; never yourself or the last admin',
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
      const { userId } = callerOf(request);
      await deleteDashboardUser(userId, request.params.id);
      await recordAudit(userId, 'user.delete', `users/${request.params.id}`);
      return { message: 'User deleted successfully' };
    },
  );
};
