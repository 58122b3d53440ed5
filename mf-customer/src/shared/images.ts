import { apiBaseUrl } from '@boatcare/shared-ui';
import defaultBoat from './default-boat.svg';

/** Image URLs from the API are paths on the API's origin. */
export const imageSrc = (url: string) => (url.startsWith('/') ? `${apiBaseUrl}${url}` : url);

/** Shown where a request has no photo, or its photo cannot be loaded. */
export const DEFAULT_IMAGE = defaultBoat;
