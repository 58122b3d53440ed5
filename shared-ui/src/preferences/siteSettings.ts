import type { settings } from '@boatcare/shared-domain/endpoints/content';
import { useLazyEndpoint } from '../api/useEndpoint.ts';

/**
 * GET /settings/global by its path (the type holds it to the table's): the admin's
 * `invalidates: [content.settings]` reaches every screen reading it in the same tab.
 */
const SETTINGS: (typeof settings)['path'] = '/settings/global';

/** The content table (and its schemas) is imported when read, so it is not on the first paint. */
const loadSettings = () =>
  import('@boatcare/shared-domain/endpoints/content').then((content) => content.settings);

/** The admin's global settings (the site's country and its bounds), public. */
export const useSiteSettings = () =>
  useLazyEndpoint(SETTINGS, loadSettings, {}, { staleTime: 5 * 60_000 });
