import {
  route,
  conflict,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { siteConfig } from '@boatcare/shared-domain/endpoints';
import { isDuplicateKey } from '../../../repositories/duplicate-key.ts';
import {
  createSiteConfig,
  deleteSiteConfig,
  listSiteConfig,
  siteKeyTakenByOther,
  updateSiteConfig,
} from '../../../repositories/site-config.ts';
import { publicSiteConfigRoutes } from './public.ts';

const taken = (error: unknown) => (isDuplicateKey(error) ? conflict('siteConfig.keyTaken') : error);

/** /super/site-config: admin CRUD; /super/site-config/public for everyone. */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicSiteConfigRoutes);

  route(app, siteConfig.list, {
    handler: async () => ({ data: await listSiteConfig() }),
  });

  route(app, siteConfig.create, {
    handler: async (request, reply) => {
      const entry = await createSiteConfig(request.body).catch((error: unknown) =>
        Promise.reject(taken(error)),
      );
      return reply.code(201).send({ ...entry, message: englishMessage('siteConfig.saved') });
    },
  });

  route(app, siteConfig.update, {
    handler: async (request) => {
      const { site_key } = request.body;
      if (site_key && (await siteKeyTakenByOther(site_key, request.params.id)))
        throw conflict('siteConfig.keyTaken');
      const entry = await updateSiteConfig(request.params.id, request.body).catch(
        (error: unknown) => Promise.reject(taken(error)),
      );
      if (!entry) throw notFound('siteConfig.notFound');
      return { ...entry, message: englishMessage('siteConfig.saved') };
    },
  });

  route(app, siteConfig.remove, {
    handler: async (request) => {
      if (!(await deleteSiteConfig(request.params.id))) throw notFound('siteConfig.notFound');
      return { message: englishMessage('siteConfig.deleted') };
    },
  });
};
