import { randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { JOB_POST_IMAGES } from '@boatcare/shared-domain/schemas/job-post';
import { HttpError } from '../errors.ts';
import type { Storage } from '../plugins/storage.ts';

/** Thumbnails for lists, carousels and the gallery: the longer side at most this many pixels. */
export const THUMB_SIZE = 480;
/** Full-size photos are kept up to this size; larger ones are scaled down. */
const FULL_SIZE = 2560;
/** Refuses decompression bombs: about 8000 x 6000 pixels at most. */
const MAX_INPUT_PIXELS = 48_000_000;

/** What a record stores about one photo: the keys the server chose, never a client name. */
export interface StoredImage {
  key: string;
  thumbKey: string;
  contentType: string;
}

interface Rendition {
  key: string;
  body: Buffer;
  contentType: string;
}

/** A checked photo, ready to store: the full-size image and its thumbnail. */
export interface PreparedImage {
  full: Rendition;
  thumb: Rendition;
  stored: StoredImage;
}

const FORMATS = {
  'image/jpeg': {
    ext: 'jpg',
    encode: (image: Sharp) => image.jpeg({ quality: 85, mozjpeg: true }),
  },
  'image/png': { ext: 'png', encode: (image: Sharp) => image.png() },
  'image/webp': { ext: 'webp', encode: (image: Sharp) => image.webp({ quality: 85 }) },
} as const;
type AcceptedType = keyof typeof FORMATS;
const isAccepted = (mime: string): mime is AcceptedType =>
  (JOB_POST_IMAGES.types as readonly string[]).includes(mime);

/** The translation keys of the two refusals (each area words them for its own screen). */
export interface ImageErrorKeys {
  /** Not a JPEG, PNG or WebP by its bytes. */
  unsupportedType: string;
  /** Looks like one but cannot be decoded (broken, or too many pixels). */
  unreadable: string;
}

/**
 * Checks a photo by its bytes (not its name or declared type) and makes its two renditions:
 * the full-size image, turned upright and without metadata (no GPS position leaks), in its
 * own format; and a WebP thumbnail, both under `prefix` (e.g. `job-posts/<id>/`). Stores
 * nothing. 415 for anything that is not a photo.
 */
export async function prepareImage(
  prefix: string,
  buffer: Buffer,
  errors: ImageErrorKeys,
): Promise<PreparedImage> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !isAccepted(type.mime)) throw new HttpError(415, errors.unsupportedType);
  const format = FORMATS[type.mime];
  const id = randomUUID();
  try {
    const source = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const fit = (size: number) => ({
      width: size,
      height: size,
      fit: 'inside' as const,
      withoutEnlargement: true,
    });
    const [full, thumb] = await Promise.all([
      format.encode(source.clone().resize(fit(FULL_SIZE))).toBuffer(),
      source.clone().resize(fit(THUMB_SIZE)).webp({ quality: 72 }).toBuffer(),
    ]);
    const key = `${prefix}${id}.${format.ext}`;
    const thumbKey = `${prefix}${id}-thumb.webp`;
    return {
      full: { key, body: full, contentType: type.mime },
      thumb: { key: thumbKey, body: thumb, contentType: 'image/webp' },
      stored: { key, thumbKey, contentType: type.mime },
    };
  } catch {
    throw new HttpError(415, errors.unreadable);
  }
}

const keysOf = (images: StoredImage[]) => images.flatMap((image) => [image.key, image.thumbKey]);

/** Removes photos' objects; a failure is logged, not thrown (the record no longer points at them). */
export async function removeImages(
  storage: Storage,
  images: StoredImage[],
  log: (error: unknown) => void,
) {
  await storage.remove(keysOf(images)).catch(log);
}

/**
 * Writes every rendition of every photo, or none: if one write fails, the ones written are
 * removed before the error goes on.
 */
export async function storeImages(
  storage: Storage,
  images: PreparedImage[],
  log: (error: unknown) => void,
) {
  const renditions = images.flatMap((image) => [image.full, image.thumb]);
  const results = await Promise.allSettled(
    renditions.map((r) => storage.put(r.key, r.body, r.contentType)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await storage.remove(renditions.map((r) => r.key)).catch(log);
    throw failed.reason;
  }
  return images.map((image) => image.stored);
}

/**
 * A stored photo as the API answers it, served under `route` (e.g. `/v1/images/`); `sign` gives
 * each address its signature (`?exp=..&sig=..`) where the route checks one.
 */
export function imageView(
  route: string,
  image: StoredImage & { _id?: unknown },
  sign: (key: string) => string = () => '',
): { id: string; url: string; fullUrl: string } {
  return {
    id: String(image._id ?? image.key),
    url: `${route}${image.thumbKey}${sign(image.thumbKey)}`,
    fullUrl: `${route}${image.key}${sign(image.key)}`,
  };
}
