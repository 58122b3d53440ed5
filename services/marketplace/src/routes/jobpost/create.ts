import {
  HttpError,
  callerOf,
  englishMessage,
  idempotentObjectId,
  isDuplicateKey,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  JOB_POST_IMAGES,
  UserType,
  errorResponse,
  jobPostCreated,
  jobPostMultipart,
} from '@boatcare/shared-domain';
import { applyClubPriority } from '../../repositories/club-priority.ts';
import { createJobPost } from '../../repositories/job-posts.ts';
import { fieldErrors } from '@boatcare/server-kit/images';
import {
  prepareJobPostImage,
  readJobPostMultipart,
  removeImages,
  storeImages,
  type PreparedImage,
} from '../../repositories/images.ts';

/** POST /jobpost: a new request with 1 to 4 photos, as multipart. */
export const createJobPostRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { roles: [UserType.Customer] },
      schema: {
        tags: ['job posts'],
        summary:
          "Create a request: the spec's text fields and 1 to 4 photos (JPEG, PNG or WebP, 10 MB each)",
        consumes: ['multipart/form-data'],
        response: {
          201: jobPostCreated,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { fields, files } = await readJobPostMultipart(request);
      const parsed = jobPostMultipart.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      if (files.length < JOB_POST_IMAGES.min || files.length > JOB_POST_IMAGES.max) {
        throw new HttpError(400, 'jobPost.validation.imageCount');
      }
      // Under an Idempotency-Key, a retry that runs again gets the same id (see below).
      const id = idempotentObjectId(request);
      // Every photo is checked and converted before anything is written: a refused one stores nothing.
      const prepared: PreparedImage[] = [];
      for (const file of files) prepared.push(await prepareJobPostImage(String(id), file.buffer));
      const log = (error: unknown) =>
        request.log.error({ err: error }, 'could not remove uploaded images');
      const stored = await storeImages(app.storage, prepared, log);
      try {
        await createJobPost(id, caller.userId, parsed.data, stored);
      } catch (error) {
        await removeImages(app.storage, stored, log);
        // Already created by this call's first run, whose answer was lost: answer it again.
        if (!isDuplicateKey(error)) throw error;
      }
      // Optional: the owner's club's verified providers see it a day before others.
      if (fields.clubPriority === 'true') await applyClubPriority(id, caller.userId, new Date());
      return reply.code(201).send({ id: String(id), message: englishMessage('jobPost.created') });
    },
  );
};
