import {
  HttpError,
  callerOf,
  notFound,
  route,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { multipart, removeImages, storeImages } from '@boatcare/server-kit/images';
import { UserModel } from '@boatcare/server-kit/models';
import { AVATAR_FIELD } from '@boatcare/shared-domain/schemas/auth';
import { auth } from '@boatcare/shared-domain/endpoints';
import {
  AVATAR_UPLOAD_LIMITS,
  avatarUrlOf,
  prepareAvatar,
  readAvatarMultipart,
  setAvatar,
  type WithAvatar,
} from '../../repositories/avatars.ts';

/**
 * GET/PUT/DELETE /auth/avatar: the caller's own picture (a provider's logo, an owner's avatar),
 * checked and stored like request photos; multipart is parsed only in this scope.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: AVATAR_UPLOAD_LIMITS });
  const log = (error: unknown) => app.log.error({ err: error }, 'could not remove a picture');

  route(app, auth.avatar, {
    handler: async (request) => {
      const user = await UserModel.findById(callerOf(request).userId, {
        profile_pic: 1,
        avatar_image: 1,
      }).lean<WithAvatar>();
      if (!user) throw notFound();
      return { avatarUrl: avatarUrlOf(user) ?? '' };
    },
  });

  route(app, auth.uploadAvatar, {
    handler: async (request) => {
      const { userId } = callerOf(request);
      const { files } = await readAvatarMultipart(request);
      const [file, ...extra] = files;
      if (!file || extra.length > 0 || file.fieldname !== AVATAR_FIELD)
        throw new HttpError(400, 'avatar.oneFile');
      const prepared = await prepareAvatar(userId, file.buffer);
      const [stored] = await storeImages(app.storage, [prepared], log);
      if (!stored) throw new HttpError(500, 'errors.internal');
      const saved = await setAvatar(userId, stored);
      if (!saved) {
        await removeImages(app.storage, [stored], log);
        throw notFound();
      }
      if (saved.dropped) await removeImages(app.storage, [saved.dropped], log);
      return { avatarUrl: avatarUrlOf({ avatar_image: stored }) ?? '' };
    },
  });

  route(app, auth.removeAvatar, {
    handler: async (request) => {
      const saved = await setAvatar(callerOf(request).userId, null);
      if (!saved) throw notFound();
      if (saved.dropped) await removeImages(app.storage, [saved.dropped], log);
      return { avatarUrl: '' };
    },
  });
};
