import { callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import {
  errorResponse,
  messageResponse,
  settingsBody,
  settingsResponse,
} from '@boatcare/shared-domain';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['auth'],
        summary: "The caller's language and currency",
        response: { 200: settingsResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = await UserModel.findById(callerOf(request).userId, {
        language_code: 1,
        currency_code: 1,
      }).lean();
      if (!user) throw notFound();
      return {
        data: { language_code: user.language_code, currency_code: user.currency_code },
      };
    },
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['auth'],
        summary: "Save the caller's language and currency",
        body: settingsBody,
        response: {
          200: messageResponse.extend({ data: settingsBody }),
          400: errorResponse,
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const result = await UserModel.updateOne(
        { _id: callerOf(request).userId },
        { $set: request.body },
      );
      if (result.matchedCount === 0) throw notFound();
      return { message: 'Settings updated successfully', data: request.body };
    },
  );
};
