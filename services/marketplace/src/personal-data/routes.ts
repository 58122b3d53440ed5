import {
  HttpError,
  callerOf,
  englishMessage,
  forbidden,
  notFound,
  now,
  route,
  verifyPassword,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import { personalData } from '@boatcare/shared-domain/endpoints';
import { imageSigning } from '../repositories/images.ts';
import { archiveRow, exportViewOf, latestExport, requestExport } from './archive.ts';
import { erasePersonalData } from './erase.ts';

/** A person the admin names: 404 when there is no such account. */
async function existingUser(id: string) {
  if (!(await UserModel.exists({ _id: id }))) throw notFound('errors.notFound');
  return id;
}

/** /personal-data: export and deletion, by the person (self) or an admin for them. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, personalData.exportOwn, {
    handler: async (request, reply) => {
      const { userId } = callerOf(request);
      return reply.code(202).send({ data: await requestExport(userId, userId) });
    },
  });

  route(app, personalData.exportOwnStatus, {
    handler: async (request) => ({ data: await latestExport(callerOf(request).userId) }),
  });

  route(app, personalData.exportUser, {
    handler: async (request, reply) => {
      const user = await existingUser(request.params.id);
      const data = await requestExport(user, callerOf(request).userId);
      return reply.code(202).send({ data });
    },
  });

  route(app, personalData.exportUserStatus, {
    handler: async (request) => ({
      data: await latestExport(await existingUser(request.params.id)),
    }),
  });

  // Linked from the settings page and the admin's (an <a> sends no token): signed addresses only.
  route(app, personalData.archive, {
    handler: async (request, reply) => {
      const row = await archiveRow(request.params.id);
      if (!row) throw notFound('errors.notFound');
      const { state } = exportViewOf(row);
      if (state === 'expired') throw new HttpError(410, 'personalData.export.expired');
      if (state !== 'ready') throw notFound('errors.notFound');
      const { exp, sig } = request.query;
      if (
        exp === undefined ||
        sig === undefined ||
        !imageSigning().verify(row.key, exp, sig, now())
      )
        throw forbidden('errors.imageForbidden');
      const day = new Date(row.requested_date).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="boatcare-data-${day}.zip"`)
        .header('content-length', String(row.size ?? ''))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(await app.storage.get(row.key));
    },
  });

  route(app, personalData.deleteOwn, {
    handler: async (request) => {
      const { userId } = callerOf(request);
      const user = await UserModel.findById(userId, { password_hash: 1 }).lean();
      const valid = user ? await verifyPassword(user.password_hash, request.body.password) : false;
      if (!valid)
        throw new HttpError(403, 'personalData.wrongPassword', undefined, [
          {
            path: 'password',
            code: 'personalData.wrongPassword',
            message: englishMessage('personalData.wrongPassword'),
          },
        ]);
      const erased = await erasePersonalData(userId, {
        storage: app.storage,
        log: request.log,
        actorId: userId,
      });
      return { message: englishMessage('personalData.deleted'), ...erased };
    },
  });

  route(app, personalData.deleteUser, {
    handler: async (request) => {
      const erased = await erasePersonalData(request.params.id, {
        storage: app.storage,
        log: request.log,
        actorId: callerOf(request).userId,
      });
      return { message: englishMessage('personalData.deleted'), ...erased };
    },
  });
};
