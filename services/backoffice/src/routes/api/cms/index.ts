import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { emailTemplateRoutes } from './email-templates.ts';
import { cmsPageRoutes } from './pages.ts';
import { contentStringRoutes } from './strings.ts';

/** /api/cms: the admin's content (pages, email templates, content strings). Admin only. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cmsPageRoutes);
  await app.register(emailTemplateRoutes);
  await app.register(contentStringRoutes);
};
