import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { customerDashboardRoutes } from './customer/dashboard.ts';
import { supplierDashboardRoutes } from './supplier/dashboard.ts';

/** /api/customer/* and /api/supplier/*: the role dashboards. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerDashboardRoutes);
  await app.register(supplierDashboardRoutes);
};
