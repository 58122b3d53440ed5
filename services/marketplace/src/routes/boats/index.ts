import { route, callerOf, englishMessage, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { UPLOAD_LIMITS, multipart, removeImages } from '@boatcare/server-kit/images';
import { boats } from '@boatcare/shared-domain/endpoints';
import {
  boatDetail,
  createBoat,
  listBoats,
  removeBoat,
  updateBoat,
} from '../../repositories/boats.ts';
import { logbookFileKeys } from '../../repositories/logbook.ts';
import { boatLogbookRoutes } from './logbook.ts';
import { boatPhotoRoutes } from './photos.ts';
import { boatShareRoutes } from './shares.ts';

/**
 * /boats: an owner's boats, owner-only down to the single boat (another owner's answers 404).
 * Multipart (photos, logbook files) is parsed only in this scope.
 */
export const boatRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  await app.register(boatPhotoRoutes);
  await app.register(boatLogbookRoutes);
  await app.register(boatShareRoutes);

  route(app, boats.list, {
    handler: async (request) => ({ data: await listBoats(callerOf(request).userId) }),
  });

  route(app, boats.create, {
    handler: async (request, reply) => {
      const data = await createBoat(callerOf(request).userId, request.body);
      return reply.code(201).send({ data, message: englishMessage('boats.created') });
    },
  });

  route(app, boats.get, {
    handler: async (request) => ({
      data: await boatDetail(request.params.id, callerOf(request).userId),
    }),
  });

  route(app, boats.update, {
    handler: async (request) => ({
      data: await updateBoat(request.params.id, callerOf(request).userId, request.body),
      message: englishMessage('boats.updated'),
    }),
  });

  route(app, boats.remove, {
    handler: async (request) => {
      const { photos, files } = await removeBoat(request.params.id, callerOf(request).userId);
      const log = (error: unknown) => request.log.error({ err: error }, 'could not remove files');
      await removeImages(app.storage, photos, log);
      await app.storage.remove(logbookFileKeys(files)).catch(log);
      return { message: englishMessage('boats.removed') };
    },
  });
};
