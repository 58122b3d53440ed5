import type { FastifyInstance } from 'fastify';
import type { Collection, Types } from 'mongoose';
import { claimOnce, releaseOnce } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';
import { variantsForStored, type StoredImage } from '@boatcare/server-kit/images';
import { JobPhotoModel } from '../models/job-photo.ts';
import { BoatModel, LogbookEntryModel } from '../models/boats.ts';

export const IMAGE_VARIANTS_MIGRATION = 'migration:image-variants';
/** Boat photos and logbook photos came after the first migration had run: a key of their own. */
export const BOAT_IMAGE_VARIANTS_MIGRATION = 'migration:boat-image-variants';

type Photo = StoredImage & { _id: Types.ObjectId };
type Sized = Awaited<ReturnType<typeof variantsForStored>>;
/** A photo's sizes made and stored, or null (it has them, is a document, or cannot be read). */
type VariantsOf = (photo: Photo) => Promise<Sized | null>;

/**
 * Gives the photos stored before the AVIF/WebP variants (issue 24) their variants and size, one
 * photo at a time: request photos and job photos, then boat photos and logbook photos (issue 26).
 * Runs once per database in the background after the start (resizing is slow; until a photo has
 * its variants, pages show its thumbnail and original): the first marketplace claims each key,
 * and gives the claim back on failure so the next start retries. A photo that cannot be read
 * (its object is gone) is skipped and logged. Answers how many photos it changed.
 */
export async function addMissingVariants(app: FastifyInstance): Promise<number> {
  const log = (error: unknown) => app.log.warn({ err: error }, 'image variants: not migrated');
  let changed = 0;
  const variantsOf: VariantsOf = async (photo) => {
    // A logbook PDF has no thumbnail and no sizes.
    if (photo.variants?.length || !photo.thumbKey) return null;
    try {
      const fields = await variantsForStored(app.storage, photo, log);
      changed += 1;
      return fields;
    } catch (error) {
      log(error);
      return null;
    }
  };
  await once(IMAGE_VARIANTS_MIGRATION, async () => {
    await inArrays(JobPostModel.collection, 'images', variantsOf);
    const photos = JobPhotoModel.find({}).lean<Photo[]>().cursor();
    for await (const photo of photos) {
      const fields = await variantsOf(photo);
      if (fields) await JobPhotoModel.updateOne({ _id: photo._id }, { $set: fields });
    }
  });
  await once(BOAT_IMAGE_VARIANTS_MIGRATION, async () => {
    await inArrays(BoatModel.collection, 'photos', variantsOf);
    await inArrays(LogbookEntryModel.collection, 'files', variantsOf);
  });
  return changed;
}

async function once(key: string, run: () => Promise<void>) {
  if (!(await claimOnce(key))) return;
  try {
    await run();
  } catch (error) {
    await releaseOnce(key);
    throw error;
  }
}

/** The photos of an array field (`images`, `photos`, `files`) of every record of a collection. */
async function inArrays(collection: Collection, field: string, variantsOf: VariantsOf) {
  const rows = collection.find({}, { projection: { [field]: 1 } });
  for await (const row of rows) {
    const photos = (row[field] ?? []) as Photo[];
    for (const [index, photo] of photos.entries()) {
      const fields = await variantsOf(photo);
      if (!fields) continue;
      // By position (FerretDB v1 has no positional `$`), only while that slot holds the photo.
      const at = `${field}.${index}`;
      await collection.updateOne(
        { _id: row._id, [`${at}._id`]: photo._id },
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
}
