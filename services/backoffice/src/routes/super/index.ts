import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { superDashboardRoutes } from './dashboard.ts';
import { auditRoutes } from './audit.ts';
import { getJsonRoutes } from './get/json.ts';
import { superJobPostRoutes } from './job-posts.ts';
import { addNewKeysRoutes } from './json/add-new-keys.ts';
import { jsonFilesRoutes } from './json/files.ts';
import { listUserRoutes } from './list/user.ts';
import { putJsonRoutes } from './put/json.ts';
import { siteConfigRoutes } from './site-config/index.ts';
import { superUserRoutes } from './users.ts';

/** /super: the admin API. Every route is admin-only except the public site configuration. */
export const superRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listUserRoutes);
  await app.register(siteConfigRoutes);
  await app.register(jsonFilesRoutes);
  await app.register(addNewKeysRoutes);
  await app.register(getJsonRoutes);
  await app.register(putJsonRoutes);
  await app.register(superUserRoutes);
  await app.register(superJobPostRoutes);
  await app.register(superDashboardRoutes);
  await app.register(auditRoutes);
};
