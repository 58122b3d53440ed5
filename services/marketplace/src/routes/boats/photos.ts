import {
  route,
  HttpError,
  callerOf,
  englishMessage,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { readMultipart, removeImages, storeImages } from '@boatcare/server-kit/images';
import { boats } from '@boatcare/shared-domain/endpoints';
import { addBoatPhoto, ownBoat, removeBoatPhoto } from '../../repositories/boats.ts';
import { prepareBoatPhoto } from '../../repositories/logbook.ts';

/** A boat's photos, one at a time, checked like request photos (bytes, size, thumbnail). */
export const boatPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, boats.addPhoto, {
    handler: async (request, reply) => {
      const boat = await ownBoat(request.params.id, callerOf(request).userId);
      const { files } = await readMultipart(request, {
        fileCount: 'boats.photos.oneFile',
        tooLarge: 'boats.photos.tooLarge',
        notMultipart: 'boats.photos.notMultipart',
      });
      const [file, ...extra] = files;
      if (!file || extra.length > 0) throw new HttpError(400, 'boats.photos.oneFile');
      const prepared = await prepareBoatPhoto(String(boat._id), file.buffer);
      const log = (error: unknown) => request.log.error({ err: error }, 'could not remove images');
      const stored = await storeImages(app.storage, [prepared], log);
      try {
        const data = await addBoatPhoto(boat, prepared.stored);
        return reply.code(201).send({ data, message: englishMessage('boats.photos.added') });
      } catch (error) {
        await removeImages(app.storage, stored, log);
        throw error;
      }
    },
  });

  route(app, boats.removePhoto, {
    handler: async (request) => {
      const boat = await ownBoat(request.params.id, callerOf(request).userId);
      const { boat: data, photo } = await removeBoatPhoto(boat, request.params.photoId);
      const log = (error: unknown) => request.log.error({ err: error }, 'could not remove images');
      await removeImages(app.storage, [photo], log);
      return { data, message: englishMessage('boats.photos.removed') };
    },
  });
};
