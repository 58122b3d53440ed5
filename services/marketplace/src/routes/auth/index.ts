import type { FastifyPluginAsyncZod, ServiceConfig } from '@boatcare/server-kit';
import { avatarRoutes } from './avatar.ts';
import { devOutboxRoutes } from './dev-outbox.ts';
import { emailSendRoutes } from './email-send.ts';
import { loginRoutes } from './login.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { registerRoutes } from './register.ts';
import { notificationSettingsRoutes } from './notifications.ts';
import { settingsRoutes } from './settings.ts';

export const authRoutes: FastifyPluginAsyncZod<{ config: ServiceConfig }> = async (
  app,
  { config },
) => {
  await app.register(registerRoutes);
  await app.register(loginRoutes);
  await app.register(settingsRoutes);
  await app.register(avatarRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(passwordResetRoutes, { config });
  await app.register(emailSendRoutes);
  const outboxDir = app.mailer.outboxDir;
  if (config.NODE_ENV !== 'production' && outboxDir)
    await app.register(devOutboxRoutes, { outboxDir });
};
