import type { FastifyRequest } from 'fastify';
import {
  UPLOAD_LIMITS,
  imageKeyPattern,
  prepareImage,
  readMultipart,
  type StoredImage,
} from '@boatcare/server-kit/images';
import { UserModel } from '@boatcare/server-kit/models';
import { IMAGE_ROUTE, imageSigning } from './images.ts';

const AVATAR_FOLDER = 'avatars';
/** Only keys the server made for pictures: avatars/<user id>/<uuid>[-thumb|-<size>].<ext>. */
export const AVATAR_KEY = imageKeyPattern(AVATAR_FOLDER);

/** One picture per request, as large as a request photo may be. */
export const AVATAR_UPLOAD_LIMITS = { ...UPLOAD_LIMITS, files: 1, fields: 5 };

/** The avatar form, refusals worded for the picture picker. */
export const readAvatarMultipart = (request: FastifyRequest) =>
  readMultipart(
    request,
    {
      fileCount: 'avatar.oneFile',
      tooLarge: 'avatar.tooLarge',
      notMultipart: 'avatar.notMultipart',
    },
    AVATAR_UPLOAD_LIMITS,
  );

/** A picture checked by its bytes like a photo, with its sizes, under avatars/<user id>/. */
export const prepareAvatar = (userId: string, buffer: Buffer) =>
  prepareImage(`${AVATAR_FOLDER}/${userId}/`, buffer, {
    unsupportedType: 'avatar.unsupportedType',
    unreadable: 'avatar.unreadable',
  });

/** Whom a picture belongs to, as the people in a request or order are read (people.ts). */
export interface WithAvatar {
  profile_pic?: string | null;
  avatar_image?: StoredImage | null;
}

/**
 * A person's picture as others see it: the uploaded one's small WebP at a signed address, else
 * an address an admin typed, else undefined (the page shows the initials). Only answers that
 * may show the person call this.
 */
export function avatarUrlOf(person: WithAvatar | undefined): string | undefined {
  const key = person?.avatar_image?.thumbKey;
  if (key) return `${IMAGE_ROUTE}${key}${imageSigning().query(key)}`;
  return person?.profile_pic || undefined;
}

/**
 * Sets a user's picture; answers the one it replaced (its objects can go), or null for no user.
 */
export async function setAvatar(
  userId: string,
  image: StoredImage | null,
): Promise<{ dropped: StoredImage | null } | null> {
  const before = await UserModel.findOneAndUpdate(
    { _id: userId },
    { $set: { avatar_image: image } },
    // No projection: FerretDB v1's findAndModify does not take one.
    { returnDocument: 'before' },
  ).lean<WithAvatar>();
  return before ? { dropped: before.avatar_image ?? null } : null;
}
