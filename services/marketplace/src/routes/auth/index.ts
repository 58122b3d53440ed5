import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { loginRoutes } from './login.ts';
import { registerRoutes } from './register.ts';
import { settingsRoutes } from './settings.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registerRoutes);
  await app.register(loginRoutes);
  await app.register(settingsRoutes);
};
