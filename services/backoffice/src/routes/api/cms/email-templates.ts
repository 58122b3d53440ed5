import {
  route,
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { cmsAdmin } from '@boatcare/shared-domain/endpoints';
import { recordAudit } from '../../../repositories/audit.ts';
import { isAdmin } from '../is-admin.ts';
import {
  deleteEmailTemplate,
  findEmailTemplate,
  listEmailTemplates,
  saveEmailTemplate,
} from '../../../repositories/email-templates.ts';

export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, cmsAdmin.emailTemplates, {
    handler: async (request, reply) => {
      const activeOnly = !(await isAdmin(request));
      return reply.header('vary', 'authorization').send({
        data: await listEmailTemplates(activeOnly),
      });
    },
  });

  route(app, cmsAdmin.emailTemplate, {
    handler: async (request) => {
      const template = await findEmailTemplate(request.params.templateId);
      if (!template) throw notFound('adminCms.templates.notFound');
      return template;
    },
  });

  route(app, cmsAdmin.saveEmailTemplate, {
    handler: async (request) => {
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
  });

  route(app, cmsAdmin.deleteEmailTemplate, {
    handler: async (request) => {
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
  });
};
