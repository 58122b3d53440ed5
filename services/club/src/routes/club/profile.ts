import { callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { removeImages } from '@boatcare/server-kit/images';
import { UserType, clubProfile, clubProfileUpdate, errorResponse } from '@boatcare/shared-domain';
import { clubProfileOfUser, updateClubOfUser } from '../../repositories/clubs.ts';

const club = { roles: [UserType.Club] } as const;

/** GET and PATCH /club: the caller's own club profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: club,
      schema: {
        tags: ['club'],
        summary: "The caller's club profile",
        response: { 200: clubProfile, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const profile = await clubProfileOfUser(callerOf(request).userId);
      if (!profile) throw notFound('club.notFound');
      return profile;
    },
  );

  app.patch(
    '',
    {
      config: club,
      schema: {
        tags: ['club'],
        summary: "Edit the caller's club profile; answers the updated profile",
        body: clubProfileUpdate,
        response: {
          200: clubProfile,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const saved = await updateClubOfUser(callerOf(request).userId, request.body);
      if (!saved) throw notFound('club.notFound');
      if (saved.dropped) {
        const log = (error: unknown) => request.log.error({ err: error }, 'could not remove logo');
        await removeImages(app.storage, [saved.dropped], log);
      }
      return saved.profile;
    },
  );
};
