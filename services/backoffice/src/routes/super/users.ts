import { route, callerOf, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { admin } from '@boatcare/shared-domain/endpoints';
import { createAdmin, getAdminUser, updateAdminUser } from '../../repositories/admin-users.ts';
import { changedFields, recordAudit } from '../../repositories/audit.ts';

/** One user for the admin's edit screens, and new admin users. */
export const superUserRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, admin.user, {
    handler: async (request) => ({ data: await getAdminUser(request.params.id) }),
  });

  route(app, admin.updateUser, {
    handler: async (request) => {
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
  });

  route(app, admin.createAdmin, {
    handler: async (request, reply) => {
      const data = await createAdmin(request.body);
      await recordAudit(callerOf(request).userId, 'admin.create', `users/${data.id}`);
      return reply.code(201).send({ data });
    },
  });
};
