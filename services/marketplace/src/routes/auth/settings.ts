import { route, callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { auth } from '@boatcare/shared-domain/endpoints';
import { UserModel } from '@boatcare/server-kit/models';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, auth.settings, {
    handler: async (request) => {
      const user = await UserModel.findById(callerOf(request).userId, {
        language_code: 1,
        currency_code: 1,
      }).lean();
      if (!user) throw notFound();
      return {
        data: { language_code: user.language_code, currency_code: user.currency_code },
      };
    },
  });

  route(app, auth.saveSettings, {
    handler: async (request) => {
      const result = await UserModel.updateOne(
        { _id: callerOf(request).userId },
        { $set: request.body },
      );
      if (result.matchedCount === 0) throw notFound();
      return { message: 'Settings updated successfully', data: request.body };
    },
  });
};
