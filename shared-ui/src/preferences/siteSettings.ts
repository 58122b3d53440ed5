import type { settings } from '@boatcare/shared-domain/endpoints/content';
import { api } from '../api/client.ts';
import { useLazyEndpoint } from '../api/useEndpoint.ts';
import { adoptCurrencyOf, hasChosenCurrency } from './currency.ts';

/**
 * GET /settings/global by its path (the type holds it to the table's): the admin's
 * `invalidates: [content.settings]` reaches every screen reading it in the same tab.
 */
const SETTINGS: (typeof settings)['path'] = '/settings/global';

/** The content table (and its schemas) is imported when read, so it is not on the first paint. */
const loadSettings = () =>
  import('@boatcare/shared-domain/endpoints/content').then((content) => content.settings);
const readSettings = async () => api.call(await loadSettings());

/** The admin's global settings (the site's country, its currency and bounds), public. */
export const useSiteSettings = () =>
  useLazyEndpoint(SETTINGS, loadSettings, {}, { staleTime: 5 * 60_000 });

/** `adoptCurrencyOf` the site's settings; call once at start. Without a read the default stays. */
export async function adoptSiteCurrency(): Promise<void> {
  if (hasChosenCurrency()) return;
  try {
    adoptCurrencyOf(await readSettings());
  } catch {
    // The built-in default stays.
  }
}
