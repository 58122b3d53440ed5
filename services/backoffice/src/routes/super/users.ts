import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { callerOf } from '@boatcare/server-kit';
import {
  adminCreateBody,
  adminCreatedResponse,
  adminIdParams,
  adminUserDetailResponse,
  adminUserUpdate,
  errorResponse,
} from '@boatcare/shared-domain';
import { createAdmin, getAdminUser, updateAdminUser } from '../../repositories/admin-users.ts';
import { adminOnly } from './admin.ts';
import { changedFields, recordAudit } from '../../repositories/audit.ts';

const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** One user for the admin's edit screens, and new admin users. */
export const superUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get/user/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'One user with every field the admin edit screen shows',
        params: adminIdParams,
        response: { 200: adminUserDetailResponse, ...refusals, 404: errorResponse },
      },
    },
    async (request) => ({ data: await getAdminUser(request.params.id) }),
  );

  app.put(
    '/update/user/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Edits a user (email fixed). Deactivating signs them out; an admin cannot deactivate themselves or the last active admin',
        params: adminIdParams,
        body: adminUserUpdate,
        response: {
          200: adminUserDetailResponse,
          ...refusals,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const data = await updateAdminUser(userId, request.params.id, request.body);
      await recordAudit(
        userId,
        'user.update',
        `users/${request.params.id}`,
        changedFields(request.body),
      );
      return { data };
    },
  );

  app.post(
    '/create',
    {
      config: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Creates an admin user (password of 12 or more characters)',
        body: adminCreateBody,
        response: { 201: adminCreatedResponse, ...refusals, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await createAdmin(request.body);
      await recordAudit(callerOf(request).userId, 'admin.create', `users/${data.id}`);
      return reply.code(201).send({ data });
    },
  );
};
