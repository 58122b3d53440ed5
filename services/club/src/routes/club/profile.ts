import { route, callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { removeImages } from '@boatcare/server-kit/images';
import { club } from '@boatcare/shared-domain/endpoints';
import { clubProfileOfUser, updateClubOfUser } from '../../repositories/clubs.ts';

/** GET and PATCH /club: the caller's own club profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, club.profile, {
    handler: async (request) => {
      const profile = await clubProfileOfUser(callerOf(request).userId);
      if (!profile) throw notFound('club.notFound');
      return profile;
    },
  });

  route(app, club.updateProfile, {
    handler: async (request) => {
      const saved = await updateClubOfUser(callerOf(request).userId, request.body);
      if (!saved) throw notFound('club.notFound');
      if (saved.dropped) {
        const log = (error: unknown) => request.log.error({ err: error }, 'could not remove logo');
        await removeImages(app.storage, [saved.dropped], log);
      }
      return saved.profile;
    },
  });
};
