import { apiBaseUrl } from '@boatcare/shared-ui';

/** A logo URL as an <img> source: the server's own paths are on the API's origin. */
export const logoSrc = (url: string) => (url.startsWith('/') ? `${apiBaseUrl}${url}` : url);

/** Only web images and the server's own logos are shown. */
export const isShownLogo = (url: string) => /^https?:\/\//i.test(url) || url.startsWith('/v1/');
