import type { FastifyRequest } from 'fastify';
import {
  UPLOAD_LIMITS,
  imageKeyPattern,
  prepareImage,
  readMultipart,
} from '@boatcare/server-kit/images';
import { club, pathBase } from '@boatcare/shared-domain/endpoints';

/** Where club logos are served from (club.logoFile; the gateway adds /v1 in front). */
export const LOGO_ROUTE = `/v1/${pathBase(club.logoFile.path)}`;
const LOGO_FOLDER = 'club-logos';
/** Only keys the server made for logos: club-logos/<club id>/<uuid>[-thumb].<ext>. */
export const CLUB_LOGO_KEY = imageKeyPattern(LOGO_FOLDER);

export const logoUrlOf = (key: string) => `${LOGO_ROUTE}${key}`;

/** One logo per request, as large as a request photo may be. */
export const LOGO_UPLOAD_LIMITS = { ...UPLOAD_LIMITS, files: 1, fields: 5 };

/** The club's multipart form, refusals worded for the logo picker. */
export const readLogoMultipart = (request: FastifyRequest) =>
  readMultipart(
    request,
    {
      fileCount: 'clubProfile.logoOneFile',
      tooLarge: 'clubProfile.logoTooLarge',
      notMultipart: 'clubProfile.logoNotMultipart',
    },
    LOGO_UPLOAD_LIMITS,
  );

/** The logo checked by its bytes, with its thumbnail, under club-logos/<club id>/. */
export const prepareLogo = (clubId: string, buffer: Buffer) =>
  prepareImage(`${LOGO_FOLDER}/${clubId}/`, buffer, {
    unsupportedType: 'clubProfile.logoUnsupportedType',
    unreadable: 'clubProfile.logoUnreadable',
  });
