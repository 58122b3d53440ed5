import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { releaseDeliveryRoutes } from './delivery.ts';
import { releaseRegistryRoutes } from './registry.ts';

/** /releases: the registry of published remote versions (docs/releases.md). */
export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(releaseRegistryRoutes);
  await app.register(releaseDeliveryRoutes);
};
