import { useQuery } from '@tanstack/react-query';
import type { GlobalSettings } from '@boatcare/shared-domain';
import type { settings } from '@boatcare/shared-domain/endpoints/content';
import { api } from '../api/client.ts';
import { endpointKey } from '../api/endpoint-keys.ts';
import { adoptCurrencyOf, hasChosenCurrency } from './currency.ts';

/**
 * GET /settings/global by its path alone (the table loads when read, see below); the type holds
 * the path to the table's. Its key is `endpointKey`'s, so the admin's
 * `invalidates: [content.settings]` reaches every screen reading it in the same tab.
 */
const SETTINGS: Pick<typeof settings, 'path'> = { path: '/settings/global' };

/** The content table (and its schemas) is imported when read, so it is not on the first paint. */
const readSettings = async () => {
  const content = await import('@boatcare/shared-domain/endpoints/content');
  return api.call(content.settings);
};

/** The admin's global settings (the site's country, its currency and bounds), public. */
export const useSiteSettings = () =>
  useQuery<GlobalSettings>({
    queryKey: endpointKey(SETTINGS, {}),
    queryFn: readSettings,
    staleTime: 5 * 60_000,
  });

/** `adoptCurrencyOf` the site's settings; call once at start. Without a read the default stays. */
export async function adoptSiteCurrency(): Promise<void> {
  if (hasChosenCurrency()) return;
  try {
    adoptCurrencyOf(await readSettings());
  } catch {
    // The built-in default stays.
  }
}
