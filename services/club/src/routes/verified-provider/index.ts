import {
  callerOf,
  conflict,
  englishMessage,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  UserType,
  clubProviderBody,
  clubProviderList,
  clubProviderParams,
  clubProviderResponse,
  clubProviderSearchQuery,
  errorResponse,
  messageResponse,
} from '@boatcare/shared-domain';
import { findClubOfUser } from '../../repositories/clubs.ts';
import {
  searchProviders,
  stopVouching,
  verifiedProvidersOf,
  vouchFor,
} from '../../repositories/verified-providers.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse };
const config = { roles: [UserType.Club] };

async function ownClub(request: { caller: { userId: string; userType: UserType } | null }) {
  const club = await findClubOfUser(callerOf(request).userId);
  if (!club) throw notFound('club.notFound');
  return club;
}

/** /club/verified-providers: the providers a club vouches for, and the search to add one. */
export const verifiedProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config,
      schema: {
        tags: ['club'],
        summary: "The providers the caller's club vouches for",
        response: { 200: clubProviderList, ...errors },
      },
    },
    async (request) => ({ data: await verifiedProvidersOf((await ownClub(request))._id) }),
  );

  app.get(
    '/search',
    {
      config,
      schema: {
        tags: ['club'],
        summary: 'Providers whose title, name or email contains q, marked when already vouched',
        querystring: clubProviderSearchQuery,
        response: { 200: clubProviderList, 400: errorResponse, ...errors },
      },
    },
    async (request) => ({
      data: await searchProviders((await ownClub(request))._id, request.query.q),
    }),
  );

  app.post(
    '',
    {
      config,
      schema: {
        tags: ['club'],
        summary: 'Vouch for a provider (once per club and provider)',
        body: clubProviderBody,
        response: { 201: clubProviderResponse, 400: errorResponse, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await vouchFor((await ownClub(request))._id, request.body.providerId);
      if (!result) throw notFound('clubProviders.notFound');
      if (result.outcome === 'duplicate') throw conflict('clubProviders.duplicate');
      return reply
        .code(201)
        .send({ message: englishMessage('clubProviders.added'), data: result.provider });
    },
  );

  app.delete(
    '/:providerId',
    {
      config,
      schema: {
        tags: ['club'],
        summary: 'Stop vouching for a provider',
        params: clubProviderParams,
        response: { 200: messageResponse, 400: errorResponse, ...errors },
      },
    },
    async (request) => {
      if (!(await stopVouching((await ownClub(request))._id, request.params.providerId))) {
        throw notFound('clubProviders.notFound');
      }
      return { message: englishMessage('clubProviders.removed') };
    },
  );
};
