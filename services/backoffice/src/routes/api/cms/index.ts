import type { FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { cmsAdmin } from '@boatcare/shared-domain/endpoints';
import {
  deleteContentString,
  findContentString,
  listContentStrings,
  saveContentString,
} from '../../../repositories/content-strings.ts';
import {
  deleteCmsPage,
  findCmsPage,
  listCmsPages,
  saveCmsPage,
} from '../../../repositories/cms-pages.ts';
import {
  deleteEmailTemplate,
  findEmailTemplate,
  listEmailTemplates,
  saveEmailTemplate,
} from '../../../repositories/email-templates.ts';
import { cmsResourceRoutes } from './resource.ts';

/** A page: a visitor reads the published one, an admin the draft too. */
const pages = cmsResourceRoutes({
  endpoints: {
    list: cmsAdmin.pages,
    one: cmsAdmin.page,
    save: cmsAdmin.savePage,
    remove: cmsAdmin.deletePage,
  },
  audit: { action: 'cms.page', folder: 'cms/pages' },
  adminSeesMore: 'one',
  list: () => listCmsPages(),
  find: (id, drafts) => findCmsPage(id, { drafts }),
  save: saveCmsPage,
  remove: deleteCmsPage,
  summary: (page) => ({ title: page.title, sections: page.sections.length }),
  texts: {
    notFound: 'cms.pageNotFound',
    saved: 'adminCms.pages.saved',
    deleted: 'adminCms.pages.deleted',
  },
});

/** An email template: a visitor lists the active ones; a template's texts are admin-only. */
const emailTemplates = cmsResourceRoutes({
  endpoints: {
    list: cmsAdmin.emailTemplates,
    one: cmsAdmin.emailTemplate,
    save: cmsAdmin.saveEmailTemplate,
    remove: cmsAdmin.deleteEmailTemplate,
  },
  audit: { action: 'cms.emailTemplate', folder: 'cms/email-templates' },
  adminSeesMore: 'list',
  list: (admin) => listEmailTemplates(!admin),
  find: (id) => findEmailTemplate(id),
  save: saveEmailTemplate,
  remove: deleteEmailTemplate,
  summary: (template) => ({ subject: template.subject, isActive: template.isActive }),
  texts: {
    notFound: 'adminCms.templates.notFound',
    saved: 'adminCms.templates.saved',
    deleted: 'adminCms.templates.deleted',
  },
});

/** A content string, the same for everyone. */
const strings = cmsResourceRoutes({
  endpoints: {
    list: cmsAdmin.strings,
    one: cmsAdmin.string,
    save: cmsAdmin.saveString,
    remove: cmsAdmin.deleteString,
  },
  audit: { action: 'cms.string', folder: 'cms/strings' },
  list: () => listContentStrings(),
  find: (id) => findContentString(id),
  save: saveContentString,
  remove: deleteContentString,
  summary: (saved) => ({
    category: saved.category,
    languages: saved.translations.map((t) => t.language),
  }),
  texts: {
    notFound: 'adminCms.strings.notFound',
    saved: 'adminCms.strings.saved',
    deleted: 'adminCms.strings.deleted',
  },
});

/** /api/cms: the admin's content (pages, email templates, content strings), one way for each. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pages);
  await app.register(emailTemplates);
  await app.register(strings);
};
