import {
  HttpError,
  callerOf,
  englishMessage,
  route,
  verifyPassword,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import { personalData } from '@boatcare/shared-domain/endpoints';
import { erasePersonalData } from './erase.ts';
import { gatherPersonalData } from './gather.ts';

/** /personal-data: export and deletion, by the person (self) or an admin for them. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, personalData.exportOwn, {
    handler: (request) => gatherPersonalData(callerOf(request).userId),
  });

  route(app, personalData.deleteOwn, {
    handler: async (request) => {
      const { userId } = callerOf(request);
      const user = await UserModel.findById(userId, { password_hash: 1 }).lean();
      const valid = user ? await verifyPassword(user.password_hash, request.body.password) : false;
      if (!valid)
        throw new HttpError(400, 'personalData.wrongPassword', undefined, [
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

  route(app, personalData.exportUser, {
    handler: (request) => gatherPersonalData(request.params.id),
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
