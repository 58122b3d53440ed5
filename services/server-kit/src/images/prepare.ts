import { randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import { JOB_POST_IMAGES } from '@boatcare/shared-domain/schemas/job-post';
import { HttpError } from '../errors.ts';
import type { Storage } from '../plugins/storage.ts';
import type { ResponsiveImage } from '@boatcare/shared-domain/schemas/image-file';

/** Thumbnails for lists, carousels and the gallery: the longer side at most this many pixels. */
export const THUMB_SIZE = 480;
/** The display size (a job page's photo, the viewer on a phone or laptop). */
export const DISPLAY_SIZE = 1280;
/** Full-size photos are kept up to this size; larger ones are scaled down. */
const FULL_SIZE = 2560;
/** Refuses decompression bombs: about 8000 x 6000 pixels at most. */
const MAX_INPUT_PIXELS = 48_000_000;

/** The formats every photo is also served in, best first (a <picture> offers them in this order). */
export const VARIANT_TYPES = ['image/avif', 'image/webp'] as const;
export type VariantType = (typeof VARIANT_TYPES)[number];

/** One resized copy of a photo: its key, format and actual pixel size. */
export interface ImageVariant {
  key: string;
  type: VariantType;
  width: number;
  height: number;
}

/**
 * What a record stores about one photo: the keys the server chose, never a client name. Photos
 * stored before the variants (issue 24) lack `width`, `height` and `variants` until the
 * once-only migration (`addMissingVariants`) gives them theirs.
 */
export interface StoredImage {
  key: string;
  thumbKey: string;
  contentType: string;
  width?: number | null;
  height?: number | null;
  variants?: ImageVariant[] | null;
}

interface Rendition {
  key: string;
  body: Buffer;
  contentType: string;
}

/** A checked photo, ready to store: the full-size image and its variants. */
export interface PreparedImage {
  renditions: Rendition[];
  stored: StoredImage & { width: number; height: number; variants: ImageVariant[] };
}

// Plain libjpeg, not mozjpeg: mozjpeg saved 11-13% of the full size's bytes for 5-10x its CPU
// (258 against 23 ms for a 1200 x 900 photo), and pages show the AVIF/WebP sizes, not this one.
const FORMATS = {
  'image/jpeg': {
    ext: 'jpg',
    encode: (image: Sharp) => image.jpeg({ quality: 85 }),
  },
  'image/png': { ext: 'png', encode: (image: Sharp) => image.png() },
  'image/webp': { ext: 'webp', encode: (image: Sharp) => image.webp({ quality: 85 }) },
} as const;
type AcceptedType = keyof typeof FORMATS;
const isAccepted = (mime: string): mime is AcceptedType =>
  (JOB_POST_IMAGES.types as readonly string[]).includes(mime);

// AVIF at effort 0: 3-5x faster than effort 2 (display size of a 1200 x 900 photo: 43-110
// against 168-520 ms) for bytes within 5% either way, measured on a real and a noisy photo.
// Uploads wait for these encodes, and they were the marketplace's bottleneck under load.
const VARIANT_ENCODERS: Record<VariantType, { ext: string; encode: (image: Sharp) => Sharp }> = {
  'image/avif': { ext: 'avif', encode: (image) => image.avif({ quality: 50, effort: 0 }) },
  'image/webp': { ext: 'webp', encode: (image) => image.webp({ quality: 72 }) },
};

const fit = (size: number) => ({
  width: size,
  height: size,
  fit: 'inside' as const,
  withoutEnlargement: true,
});

/**
 * The thumbnail and display sizes of an upright image in AVIF and WebP, under `base` (a key
 * without its extension): `<base>-480.avif`, `<base>-1280.webp`, ... A photo no larger than the
 * thumbnail gets no display size (it would be the same pixels). The small WebP is `<base>-thumb.webp`.
 */
export async function makeVariants(
  source: Sharp,
  base: string,
): Promise<{ variants: ImageVariant[]; renditions: Rendition[] }> {
  const { width = 0, height = 0 } = await source.clone().metadata();
  const longer = Math.max(width, height);
  const sizes = longer > THUMB_SIZE ? [THUMB_SIZE, DISPLAY_SIZE] : [THUMB_SIZE];
  const made = await Promise.all(
    sizes.flatMap((size) =>
      VARIANT_TYPES.map(async (type) => {
        const encoder = VARIANT_ENCODERS[type];
        const { data, info } = await encoder
          .encode(source.clone().resize(fit(size)))
          .toBuffer({ resolveWithObject: true });
        // The small WebP is the thumbnail photos always had (`-thumb.webp`, also before variants).
        const isThumb = size === THUMB_SIZE && type === 'image/webp';
        const key = isThumb ? `${base}-thumb.webp` : `${base}-${size}.${encoder.ext}`;
        return {
          variant: { key, type, width: info.width, height: info.height },
          rendition: { key, body: data, contentType: type },
        };
      }),
    ),
  );
  return { variants: made.map((m) => m.variant), renditions: made.map((m) => m.rendition) };
}

/**
 * At most two photos resized at once in a process: each holds its decoded pixels and libvips'
 * and the AVIF encoder's threads, so a burst of uploads waits its turn instead of multiplying
 * the memory (a 3-minute load took the marketplace from 234 to 750 MB without this bound).
 */
const resizing = pLimit(2);

// libvips' operation cache keeps recent images' pixels for a repeat of the same operation; every
// upload is a new image, so it only held memory (up to 50 MB a process).
sharp.cache(false);

/** An image read for resizing: turned upright, refusing decompression bombs and broken files. */
const sourceOf = (buffer: Buffer) =>
  sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

/** The translation keys of the two refusals (each area words them for its own screen). */
export interface ImageErrorKeys {
  /** Not a JPEG, PNG or WebP by its bytes. */
  unsupportedType: string;
  /** Looks like one but cannot be decoded (broken, or too many pixels). */
  unreadable: string;
}

/**
 * Checks a photo by its bytes (not its name or declared type) and makes its renditions: the
 * full-size image, turned upright and without metadata (no GPS position leaks), in its own
 * format; and its thumbnail and display sizes in AVIF and WebP (`makeVariants`), all under
 * `prefix` (e.g. `job-posts/<id>/`). Stores nothing. 415 for anything that is not a photo.
 */
export async function prepareImage(
  prefix: string,
  buffer: Buffer,
  errors: ImageErrorKeys,
): Promise<PreparedImage> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !isAccepted(type.mime)) throw new HttpError(415, errors.unsupportedType);
  const format = FORMATS[type.mime];
  const base = `${prefix}${randomUUID()}`;
  try {
    const source = sourceOf(buffer);
    const [full, made] = await resizing(() =>
      Promise.all([
        format.encode(source.clone().resize(fit(FULL_SIZE))).toBuffer({ resolveWithObject: true }),
        makeVariants(source, base),
      ]),
    );
    const key = `${base}.${format.ext}`;
    return {
      renditions: [{ key, body: full.data, contentType: type.mime }, ...made.renditions],
      stored: {
        key,
        thumbKey: `${base}-thumb.webp`,
        contentType: type.mime,
        width: full.info.width,
        height: full.info.height,
        variants: made.variants,
      },
    };
  } catch {
    throw new HttpError(415, errors.unreadable);
  }
}

/**
 * Gives a photo stored before the variants its variants and size, from its stored original.
 * Answers the fields to set on its record.
 */
export async function variantsForStored(
  storage: Storage,
  image: StoredImage,
  log: (error: unknown) => void,
): Promise<{ width: number; height: number; variants: ImageVariant[] }> {
  const original = await storage.getBuffer(image.key);
  const source = sourceOf(original);
  const { width = 0, height = 0 } = await source.clone().metadata();
  const made = await resizing(() => makeVariants(source, image.key.replace(/\.[a-z]+$/, '')));
  await storeRenditions(storage, made.renditions, log);
  return { width, height, variants: made.variants };
}

/** Every object key of stored photos: original, thumbnail and variants. */
export const imageKeysOf = (images: StoredImage[]) => [
  ...new Set(
    images.flatMap((image) => [
      image.key,
      image.thumbKey,
      ...(image.variants ?? []).map((variant) => variant.key),
    ]),
  ),
];

/** Removes photos' objects; a failure is logged, not thrown (the record no longer points at them). */
export async function removeImages(
  storage: Storage,
  images: StoredImage[],
  log: (error: unknown) => void,
) {
  await storage.remove(imageKeysOf(images)).catch(log);
}

/** Writes renditions, all or none: if one write fails, the ones written are removed. */
async function storeRenditions(
  storage: Storage,
  renditions: Rendition[],
  log: (error: unknown) => void,
) {
  const results = await Promise.allSettled(
    renditions.map((r) => storage.put(r.key, r.body, r.contentType)),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await storage.remove(renditions.map((r) => r.key)).catch(log);
    throw failed.reason;
  }
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
  await storeRenditions(
    storage,
    images.flatMap((image) => image.renditions),
    log,
  );
  return images.map((image) => image.stored);
}

/**
 * A stored photo as the API answers it, served under `route` (e.g. `/v1/images/`); `sign` gives
 * each address its signature (`?exp=..&sig=..`) where the route checks one. The sources list
 * AVIF before WebP, each with its sizes' widths, for a <picture>.
 */
export function imageView(
  route: string,
  image: StoredImage & { _id?: unknown },
  sign: (key: string) => string = () => '',
): { id: string; url: string; fullUrl: string } & ResponsiveImage {
  const address = (key: string) => `${route}${key}${sign(key)}`;
  const variants = image.variants ?? [];
  const sources = VARIANT_TYPES.map((type) => ({
    type,
    srcset: variants
      .filter((variant) => variant.type === type)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${address(variant.key)} ${variant.width}w`)
      .join(', '),
  })).filter((source) => source.srcset !== '');
  return {
    id: String(image._id ?? image.key),
    url: address(image.thumbKey),
    fullUrl: address(image.key),
    ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
    ...(sources.length > 0 ? { sources } : {}),
  };
}
