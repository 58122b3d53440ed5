import { z } from 'zod';
import { filledNumber } from './common.ts';

/** The storage key of a served image: the rest of the path after the route (`/*`). */
export const imageKeyParams = z.object({ '*': z.string() });

/** A served image: its bytes, with the content type it was stored with. */
export const imageBytes = z.unknown().describe('The image bytes');

/** A signed photo address's expiry (Unix seconds) and HMAC (hex), as the server gave them. */
export const imageSignature = z.object({
  exp: filledNumber(z.coerce.number().int().min(0)).optional(),
  sig: z.string().max(64).optional(),
});

/**
 * One format of a photo's resized copies, as a <picture>'s <source>: its type and a srcset of
 * signed addresses with their widths (`<url> 480w, <url> 1280w`), best format first.
 */
export const imageSource = z.object({
  type: z.enum(['image/avif', 'image/webp']),
  srcset: z.string(),
});
export type ImageSource = z.infer<typeof imageSource>;

/**
 * What a served photo's answer adds so a page can offer AVIF/WebP at the right size and reserve
 * its box: the original's pixel size and the sources (absent for a photo not yet migrated).
 */
export const responsiveImage = z.object({
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  sources: z.array(imageSource).optional(),
});
export type ResponsiveImage = z.infer<typeof responsiveImage>;
