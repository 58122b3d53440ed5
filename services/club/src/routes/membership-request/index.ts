import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { clubRequestsRoutes } from './club-requests.ts';
import { createRoutes } from './create.ts';
import { decideRoutes } from './decide.ts';
import { endRoutes } from './end.ts';
import { membersRoutes } from './members.ts';
import { userRequestsRoutes } from './user-requests.ts';

/** /membership-request: members ask to join, clubs answer. */
export const membershipRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(createRoutes);
  await app.register(userRequestsRoutes);
  await app.register(clubRequestsRoutes);
  await app.register(decideRoutes);
  await app.register(membersRoutes);
  await app.register(endRoutes);
};
