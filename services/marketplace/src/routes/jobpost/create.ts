import {
  route,
  HttpError,
  callerOf,
  englishMessage,
  idempotentObjectId,
  isDuplicateKey,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { JOB_POST_IMAGES, ownerContactNumber } from '@boatcare/shared-domain/schemas/job-post';
import { jobPostMultipart } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { jobpost } from '@boatcare/shared-domain/endpoints';
import { applyClubPriority } from '../../repositories/club-priority.ts';
import { createJobPost, saveOwnerContact } from '../../repositories/job-posts.ts';
import { boatOfRequest, ownBoat } from '../../repositories/boats.ts';
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
  route(app, jobpost.create, {
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { fields, files } = await readJobPostMultipart(request);
      const parsed = jobPostMultipart.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      // The owner's phone, when the wizard asked for it (the account had none).
      const phone =
        fields.contactNumber === undefined
          ? null
          : ownerContactNumber.safeParse(fields.contactNumber);
      if (phone && !phone.success)
        throw fieldErrors(
          phone.error.issues.map((issue) => ({ ...issue, path: ['contactNumber'] })),
        );
      if (files.length < JOB_POST_IMAGES.min || files.length > JOB_POST_IMAGES.max) {
        throw new HttpError(400, 'jobPost.validation.imageCount');
      }
      // The owner's own boat (another's answers 404, as if it did not exist); without one, the
      // boat the request describes, made now when the owner has none like it (My boats).
      const boatId = parsed.data.boatId
        ? String((await ownBoat(parsed.data.boatId, caller.userId))._id)
        : String((await boatOfRequest(caller.userId, parsed.data)).id);
      // Under an Idempotency-Key, a retry that runs again gets the same id (see below).
      const id = idempotentObjectId(request);
      // Every photo is checked and converted before anything is written: a refused one stores nothing.
      const prepared: PreparedImage[] = [];
      for (const file of files) prepared.push(await prepareJobPostImage(String(id), file.buffer));
      const log = (error: unknown) =>
        request.log.error({ err: error }, 'could not remove uploaded images');
      const stored = await storeImages(app.storage, prepared, log);
      try {
        await createJobPost(id, caller.userId, { ...parsed.data, boatId }, stored);
      } catch (error) {
        await removeImages(app.storage, stored, log);
        // Already created by this call's first run, whose answer was lost: answer it again.
        if (!isDuplicateKey(error)) throw error;
      }
      if (phone?.success) await saveOwnerContact(caller.userId, phone.data);
      // Optional: the owner's club's verified providers see it a day before others.
      if (fields.clubPriority === 'true') await applyClubPriority(id, caller.userId, new Date());
      return reply.code(201).send({ id: String(id), message: englishMessage('jobPost.created') });
    },
  });
};
