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
import { USER_EVENT_KINDS } from '@boatcare/shared-domain/schemas/user-event';
import { notifications } from '@boatcare/shared-domain/endpoints';

const switchesOf = <K extends string>(kinds: readonly K[], off: readonly string[]) =>
  Object.fromEntries(kinds.map((kind) => [kind, !off.includes(kind)])) as Record<K, boolean>;

/** Stored as what is turned off, so every kind (a new one too) is on until turned off. */
const settingsOf = (user: { notifications_off?: string[]; push_off?: string[] }) =>
  ({
    email: switchesOf(NOTIFICATION_KINDS, user.notifications_off ?? []),
    push: switchesOf(USER_EVENT_KINDS, user.push_off ?? []),
  }) satisfies NotificationSettings;

/** GET/PUT /auth/notifications: per kind, whether the caller wants the email and the push. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, notifications.get, {
    handler: async (request) => {
      const user = await UserModel.findById(callerOf(request).userId, {
        notifications_off: 1,
        push_off: 1,
      }).lean();
      if (!user) throw notFound();
      return { data: settingsOf(user) };
    },
  });

  route(app, notifications.save, {
    handler: async (request) => {
      const off = {
        notifications_off: NOTIFICATION_KINDS.filter((kind) => !request.body.email[kind]),
        push_off: USER_EVENT_KINDS.filter((kind) => !request.body.push[kind]),
      };
      const result = await UserModel.updateOne({ _id: callerOf(request).userId }, { $set: off });
      if (result.matchedCount === 0) throw notFound();
      return { message: englishMessage('settings.notifications.saved'), data: settingsOf(off) };
    },
  });
};
