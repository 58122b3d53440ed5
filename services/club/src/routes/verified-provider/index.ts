import {
  route,
  callerOf,
  conflict,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { UserType } from '@boatcare/shared-domain/core';
import { verifiedProviders } from '@boatcare/shared-domain/endpoints';
import { findClubOfUser } from '../../repositories/clubs.ts';
import {
  searchProviders,
  stopVouching,
  verifiedProvidersOf,
  vouchFor,
} from '../../repositories/verified-providers.ts';

async function ownClub(request: { caller: { userId: string; userType: UserType } | null }) {
  const club = await findClubOfUser(callerOf(request).userId);
  if (!club) throw notFound('club.notFound');
  return club;
}

/** /club/verified-providers: the providers a club vouches for, and the search to add one. */
export const verifiedProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, verifiedProviders.list, {
    handler: async (request) => ({ data: await verifiedProvidersOf((await ownClub(request))._id) }),
  });

  route(app, verifiedProviders.search, {
    handler: async (request) => ({
      data: await searchProviders((await ownClub(request))._id, request.query.q),
    }),
  });

  route(app, verifiedProviders.add, {
    handler: async (request, reply) => {
      const result = await vouchFor((await ownClub(request))._id, request.body.providerId);
      if (!result) throw notFound('clubProviders.notFound');
      if (result.outcome === 'duplicate') throw conflict('clubProviders.duplicate');
      return reply
        .code(201)
        .send({ message: englishMessage('clubProviders.added'), data: result.provider });
    },
  });

  route(app, verifiedProviders.remove, {
    handler: async (request) => {
      if (!(await stopVouching((await ownClub(request))._id, request.params.providerId))) {
        throw notFound('clubProviders.notFound');
      }
      return { message: englishMessage('clubProviders.removed') };
    },
  });
};
