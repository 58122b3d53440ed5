import {
  conflict,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  errorResponse,
  idParams,
  messageResponse,
  siteConfigCreateBody,
  siteConfigList,
  siteConfigResponse,
  siteConfigUpdateBody,
} from '@boatcare/shared-domain';
import { isDuplicateKey } from '../../../repositories/duplicate-key.ts';
import {
  createSiteConfig,
  deleteSiteConfig,
  listSiteConfig,
  siteKeyTakenByOther,
  updateSiteConfig,
} from '../../../repositories/site-config.ts';
import { adminOnly } from '../admin.ts';
import { publicSiteConfigRoutes } from './public.ts';

const taken = (error: unknown) => (isDuplicateKey(error) ? conflict('siteConfig.keyTaken') : error);

/** /super/site-config: admin CRUD; /super/site-config/public for everyone. */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicSiteConfigRoutes);

  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

  app.get(
    '',
    {
      config: adminOnly,
      schema: {
        tags: ['site-config'],
        summary: 'Every entry, by key',
        response: { 200: siteConfigList, ...errors },
      },
    },
    async () => ({ data: await listSiteConfig() }),
  );

  app.post(
    '',
    {
      config: adminOnly,
      schema: {
        tags: ['site-config'],
        summary: 'Create an entry (unique key)',
        body: siteConfigCreateBody,
        response: { 201: siteConfigResponse, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await createSiteConfig(request.body).catch((error: unknown) =>
        Promise.reject(taken(error)),
      );
      return reply.code(201).send({ ...entry, message: englishMessage('siteConfig.saved') });
    },
  );

  app.put(
    '/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['site-config'],
        summary: "Change an entry's value (and optionally its key)",
        params: idParams,
        body: siteConfigUpdateBody,
        response: { 200: siteConfigResponse, 404: errorResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { site_key } = request.body;
      if (site_key && (await siteKeyTakenByOther(site_key, request.params.id)))
        throw conflict('siteConfig.keyTaken');
      const entry = await updateSiteConfig(request.params.id, request.body).catch(
        (error: unknown) => Promise.reject(taken(error)),
      );
      if (!entry) throw notFound('siteConfig.notFound');
      return { ...entry, message: englishMessage('siteConfig.saved') };
    },
  );

  app.delete(
    '/:id',
    {
      config: adminOnly,
      schema: {
        tags: ['site-config'],
        summary: 'Delete an entry',
        params: idParams,
        response: { 200: messageResponse, 404: errorResponse, ...errors },
      },
    },
    async (request) => {
      if (!(await deleteSiteConfig(request.params.id))) throw notFound('siteConfig.notFound');
      return { message: englishMessage('siteConfig.deleted') };
    },
  );
};
