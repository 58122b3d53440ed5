import type { ServiceDefinition } from '@boatcare/server-kit';
import { apiRoutes } from './routes/api/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { bidderRoutes } from './routes/bidders/index.ts';

/** Auth, settings, job posts, bids, orders, dashboards, bidder profiles and images. */
export const marketplace: ServiceDefinition = {
  name: 'marketplace',
  description: 'Accounts, requests, bids, orders, dashboards and provider profiles.',
  bodyLimit: 1024 * 1024,
  routes: async (app, { config }) => {
    await app.register(authRoutes, { prefix: '/auth', config });
    await app.register(bidderRoutes, { prefix: '/bidders' });
    await app.register(apiRoutes, { prefix: '/api' });
  },
};
