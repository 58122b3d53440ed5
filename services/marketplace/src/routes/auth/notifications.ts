import {
  callerOf,
  englishMessage,
  notFound,
  route,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { UserModel } from '@boatcare/server-kit/models';
import {
  NOTIFICATION_KINDS,
  type NotificationSettings,
} from '@boatcare/shared-domain/schemas/notification';
import { notifications } from '@boatcare/shared-domain/endpoints';

const settingsOf = (off: readonly string[]) =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, !off.includes(kind)]),
  ) as NotificationSettings;

/** GET/PUT /auth/notifications: which emails the caller wants (all, until turned off). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, notifications.get, {
    handler: async (request) => {
      const user = await UserModel.findById(callerOf(request).userId, {
        notifications_off: 1,
      }).lean();
      if (!user) throw notFound();
      return { data: settingsOf(user.notifications_off ?? []) };
    },
  });

  route(app, notifications.save, {
    handler: async (request) => {
      const off = NOTIFICATION_KINDS.filter((kind) => !request.body[kind]);
      const result = await UserModel.updateOne(
        { _id: callerOf(request).userId },
        { $set: { notifications_off: off } },
      );
      if (result.matchedCount === 0) throw notFound();
      return { message: englishMessage('settings.notifications.saved'), data: settingsOf(off) };
    },
  });
};
