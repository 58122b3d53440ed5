import defaultBoat from './default-boat.svg';

export { imageSrc } from '@boatcare/shared-ui';

/** Shown where a request has no photo, or its photo cannot be loaded. */
export const DEFAULT_IMAGE = defaultBoat;
