import { JOB_POST_IMAGES } from '@boatcare/shared-domain/schemas/job-post';
import { apiBaseUrl } from '@boatcare/shared-ui';

/** The same limits the server applies to request photos (it checks the bytes again). */
export const LOGO_TYPES: readonly string[] = JOB_POST_IMAGES.types;
export const LOGO_MAX_BYTES = JOB_POST_IMAGES.maxBytes;

/** A logo URL as an <img> source: the server's own paths are on the API's origin. */
export const logoSrc = (url: string) => (url.startsWith('/') ? `${apiBaseUrl}${url}` : url);

/** Only web images and the server's own logos are shown. */
export const isShownLogo = (url: string) => /^https?:\/\//i.test(url) || url.startsWith('/v1/');

/** The translation key of a file the server would refuse anyway, or null if it may be sent. */
export function logoProblem(file: File): string | null {
  if (file.size > LOGO_MAX_BYTES) return 'clubProfile.logoTooLarge';
  if (file.type && !LOGO_TYPES.includes(file.type)) return 'clubProfile.logoUnsupportedType';
  return null;
}
