import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { dashboardRoutes } from './dashboard.ts';
import { profileRoutes } from './profile.ts';
import { registerRoutes } from './register.ts';
import { searchRoutes } from './search.ts';

/** /club, /club/register and /club/search. */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registerRoutes);
  await app.register(profileRoutes);
  await app.register(searchRoutes);
  await app.register(dashboardRoutes);
};
