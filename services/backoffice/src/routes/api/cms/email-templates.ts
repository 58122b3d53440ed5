import {
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  emailTemplateAdmin,
  emailTemplateList,
  emailTemplateSaveBody,
  cmsTemplateParams,
  errorResponse,
  messageResponse,
} from '@boatcare/shared-domain';
import { z } from 'zod';
import { recordAudit } from '../../../repositories/audit.ts';
import {
  deleteEmailTemplate,
  findEmailTemplate,
  listEmailTemplates,
  saveEmailTemplate,
} from '../../../repositories/email-templates.ts';
import { adminOnly } from '../../super/admin.ts';
import { adminErrors } from '../errors.ts';

export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: "Every email template: the mailer's built-in ones and any saved",
        response: { 200: emailTemplateList, ...adminErrors },
      },
    },
    async () => ({ data: await listEmailTemplates() }),
  );

  app.get(
    '/:templateId',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: 'One template for editing (the built-in text while none is saved)',
        params: cmsTemplateParams,
        response: { 200: emailTemplateAdmin, 404: errorResponse, ...adminErrors },
      },
    },
    async (request) => {
      const template = await findEmailTemplate(request.params.templateId);
      if (!template) throw notFound('adminCms.templates.notFound');
      return template;
    },
  );

  app.post(
    '/:templateId',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: 'Create or replace a template; the mailer sends it while it is active',
        params: cmsTemplateParams,
        body: emailTemplateSaveBody,
        response: { 200: emailTemplateAdmin.extend({ message: z.string() }), ...adminErrors },
      },
    },
    async (request) => {
      const { templateId } = request.params;
      const template = await saveEmailTemplate(templateId, request.body);
      await recordAudit(
        callerOf(request).userId,
        'cms.emailTemplate.save',
        `cms/email-templates/${templateId}`,
        { subject: template.subject, isActive: template.isActive },
      );
      return { ...template, message: englishMessage('adminCms.templates.saved') };
    },
  );

  app.delete(
    '/:templateId',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary:
          "Delete a saved template: the mailer's own template goes back to its built-in text",
        params: cmsTemplateParams,
        response: { 200: messageResponse, 404: errorResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { templateId } = request.params;
      if (!(await deleteEmailTemplate(templateId))) throw notFound('adminCms.templates.notFound');
      await recordAudit(
        callerOf(request).userId,
        'cms.emailTemplate.delete',
        `cms/email-templates/${templateId}`,
        {},
      );
      return { message: englishMessage('adminCms.templates.deleted') };
    },
  );
};
