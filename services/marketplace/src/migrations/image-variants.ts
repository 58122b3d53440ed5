import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { claimOnce, releaseOnce } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';
import { variantsForStored, type StoredImage } from '@boatcare/server-kit/images';
import { JobPhotoModel } from '../models/job-photo.ts';

export const IMAGE_VARIANTS_MIGRATION = 'migration:image-variants';

type Photo = StoredImage & { _id: Types.ObjectId };

/**
 * Gives the request photos and job photos stored before the AVIF/WebP variants (issue 24) their
 * variants and size, one photo at a time. Runs once per database in the background after the
 * start (resizing is slow; until a photo has its variants, pages show its thumbnail and
 * original): the first marketplace claims it, and gives the claim back on failure so the next
 * start retries. A photo that cannot be read (its object is gone) is skipped and logged.
 * Answers how many photos it changed.
 */
export async function addMissingVariants(app: FastifyInstance): Promise<number> {
  if (!(await claimOnce(IMAGE_VARIANTS_MIGRATION))) return 0;
  const log = (error: unknown) => app.log.warn({ err: error }, 'image variants: not migrated');
  let changed = 0;
  const variantsOf = async (photo: Photo) => {
    if (photo.variants?.length) return null;
    try {
      changed += 1;
      return await variantsForStored(app.storage, photo, log);
    } catch (error) {
      changed -= 1;
      log(error);
      return null;
    }
  };
  try {
    const posts = JobPostModel.find({}, { images: 1 })
      .lean<{ _id: Types.ObjectId; images?: Photo[] }[]>()
      .cursor();
    for await (const post of posts) {
      for (const [index, image] of (post.images ?? []).entries()) {
        const fields = await variantsOf(image);
        if (!fields) continue;
        // By position (FerretDB v1 has no positional `$`), only while that slot holds the photo.
        const at = `images.${index}`;
        await JobPostModel.updateOne(
          { _id: post._id, [`${at}._id`]: image._id },
          {
            $set: {
              [`${at}.width`]: fields.width,
              [`${at}.height`]: fields.height,
              [`${at}.variants`]: fields.variants,
            },
          },
        );
      }
    }
    const photos = JobPhotoModel.find({}).lean<Photo[]>().cursor();
    for await (const photo of photos) {
      const fields = await variantsOf(photo);
      if (fields) await JobPhotoModel.updateOne({ _id: photo._id }, { $set: fields });
    }
    return changed;
  } catch (error) {
    await releaseOnce(IMAGE_VARIANTS_MIGRATION);
    throw error;
  }
}
