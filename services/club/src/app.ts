import type { ServiceDefinition } from '@boatcare/server-kit';
import { clubRoutes } from './routes/club/index.ts';
import { membershipRequestRoutes } from './routes/membership-request/index.ts';
import { verifiedProviderRoutes } from './routes/verified-provider/index.ts';

/** Club registration and profile, club search, membership requests. */
export const club: ServiceDefinition = {
  name: 'club',
  description: 'Clubs (marinas): registration, profile, search and membership requests.',
  routes: async (app) => {
    await app.register(clubRoutes);
    await app.register(membershipRequestRoutes);
    await app.register(verifiedProviderRoutes);
  },
};
