import {
  route,
  HttpError,
  callerOf,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { imageServeRoute, multipart, removeImages, storeImages } from '@boatcare/server-kit/images';
import { CLUB_LOGO_FIELD } from '@boatcare/shared-domain/schemas/club';
import { club } from '@boatcare/shared-domain/endpoints';
import {
  CLUB_LOGO_KEY,
  LOGO_UPLOAD_LIMITS,
  prepareLogo,
  readLogoMultipart,
} from '../../repositories/club-logos.ts';
import { findClubOfUser, setClubLogo } from '../../repositories/clubs.ts';

/** PUT /club/logo: the club uploads its logo (checked like request photos, with a thumbnail). */
export const logoUploadRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: LOGO_UPLOAD_LIMITS });
  route(app, club.uploadLogo, {
    handler: async (request) => {
      const { userId } = callerOf(request);
      const club = await findClubOfUser(userId);
      if (!club) throw notFound('club.notFound');
      const { files } = await readLogoMultipart(request);
      const [file, ...extra] = files;
      if (!file || extra.length > 0 || file.fieldname !== CLUB_LOGO_FIELD)
        throw new HttpError(400, 'clubProfile.logoOneFile');
      const prepared = await prepareLogo(String(club._id), file.buffer);
      const log = (error: unknown) => request.log.error({ err: error }, 'could not remove logo');
      const [stored] = await storeImages(app.storage, [prepared], log);
      if (!stored) throw new HttpError(500, 'errors.internal');
      const saved = await setClubLogo(userId, stored);
      if (!saved) {
        await removeImages(app.storage, [stored], log);
        throw notFound('club.notFound');
      }
      if (saved.dropped) await removeImages(app.storage, [saved.dropped], log);
      return saved.profile;
    },
  });
};

/** GET /club/logos/{key}: a club logo or its thumbnail (club.logoFile). */
export const logoServeRoutes = imageServeRoute(club.logoFile, CLUB_LOGO_KEY);
