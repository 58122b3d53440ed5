import {
  callerOf,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  cmsStringParams,
  contentString,
  contentStringList,
  contentStringSaveBody,
  errorResponse,
  messageResponse,
} from '@boatcare/shared-domain';
import { z } from 'zod';
import { recordAudit } from '../../../repositories/audit.ts';
import {
  deleteContentString,
  findContentString,
  listContentStrings,
  saveContentString,
} from '../../../repositories/content-strings.ts';
import { adminOnly } from '../../super/admin.ts';
import { adminErrors } from '../errors.ts';

export const contentStringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: 'Every content string with its translations',
        response: { 200: contentStringList, ...adminErrors },
      },
    },
    async () => ({ data: await listContentStrings() }),
  );

  app.get(
    '/:stringId',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: 'One content string',
        params: cmsStringParams,
        response: { 200: contentString, 404: errorResponse, ...adminErrors },
      },
    },
    async (request) => {
      const found = await findContentString(request.params.stringId);
      if (!found) throw notFound('adminCms.strings.notFound');
      return found;
    },
  );

  app.post(
    '/:stringId',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: 'Create or replace a content string (its id is the key the screens read)',
        params: cmsStringParams,
        body: contentStringSaveBody,
        response: { 200: contentString.extend({ message: z.string() }), ...adminErrors },
      },
    },
    async (request) => {
      const { stringId } = request.params;
      const saved = await saveContentString(stringId, request.body);
      await recordAudit(callerOf(request).userId, 'cms.string.save', `cms/strings/${stringId}`, {
        category: saved.category,
        languages: saved.translations.map((t) => t.language),
      });
      return { ...saved, message: englishMessage('adminCms.strings.saved') };
    },
  );

  app.delete(
    '/:stringId',
    {
      config: adminOnly,
      schema: {
        tags: ['cms'],
        summary: 'Delete a content string: the screens show their built-in text again',
        params: cmsStringParams,
        response: { 200: messageResponse, 404: errorResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { stringId } = request.params;
      if (!(await deleteContentString(stringId))) throw notFound('adminCms.strings.notFound');
      await recordAudit(
        callerOf(request).userId,
        'cms.string.delete',
        `cms/strings/${stringId}`,
        {},
      );
      return { message: englishMessage('adminCms.strings.deleted') };
    },
  );
};
