import {
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import {
  NOTIFICATION_KINDS,
  errorResponse,
  notificationSettings,
  notificationSettingsResponse,
  notificationSettingsSaved,
  type NotificationSettings,
} from '@boatcare/shared-domain';

const settingsOf = (off: readonly string[]) =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, !off.includes(kind)]),
  ) as NotificationSettings;

/** GET/PUT /auth/notifications: which emails the caller wants (all, until turned off). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which notification emails the caller receives',
        response: { 200: notificationSettingsResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = await UserModel.findById(callerOf(request).userId, {
        notifications_off: 1,
      }).lean();
      if (!user) throw notFound();
      return { data: settingsOf(user.notifications_off ?? []) };
    },
  );

  app.put(
    '/notifications',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn notification emails on or off, one kind at a time',
        body: notificationSettings,
        response: { 200: notificationSettingsSaved, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const off = NOTIFICATION_KINDS.filter((kind) => !request.body[kind]);
      const result = await UserModel.updateOne(
        { _id: callerOf(request).userId },
        { $set: { notifications_off: off } },
      );
      if (result.matchedCount === 0) throw notFound();
      return { message: englishMessage('settings.notifications.saved'), data: settingsOf(off) };
    },
  );
};
