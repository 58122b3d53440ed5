import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { dashboardRoutes } from './dashboard.ts';
import { logoServeRoutes, logoUploadRoute } from './logo.ts';
import { profileRoutes } from './profile.ts';
import { registerRoutes } from './register.ts';
import { searchRoutes } from './search.ts';

/** /club, /club/register, /club/search, /club/logo and /club/logos/{key}. */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registerRoutes);
  await app.register(profileRoutes);
  await app.register(searchRoutes);
  await app.register(dashboardRoutes);
  await app.register(logoUploadRoute);
  await app.register(logoServeRoutes);
};
