import { useQuery } from '@tanstack/react-query';
import type { GlobalSettings } from '@boatcare/shared-domain/schemas/pricing-config';
import { api } from '../api/client.ts';
import { adoptCurrencyOf, hasChosenCurrency } from './currency.ts';

/** The content table (and its schemas) is imported when read, so it is not on the first paint. */
const readSettings = async () => {
  const content = await import('@boatcare/shared-domain/endpoints/content');
  return api.call(content.settings);
};

/** The admin's global settings (the site's country, its currency and bounds), public. */
export const useSiteSettings = () =>
  useQuery<GlobalSettings>({
    queryKey: ['site-settings'],
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
