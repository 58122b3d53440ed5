import { useQuery } from '@tanstack/react-query';
import type { GlobalSettings } from '@boatcare/shared-domain';
import { isCurrency } from '@boatcare/shared-domain/core';
import { api } from '../api/client.ts';
import { currencyStore, hasChosenCurrency } from './currency.ts';

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

/**
 * Until a visitor chooses a currency, the site shows the currency of the country an admin has
 * chosen (where the site can show it). Call once at start; without a choice or a read, the
 * built-in default stays.
 */
export async function adoptSiteCurrency(): Promise<void> {
  if (hasChosenCurrency()) return;
  try {
    const { country, updated_date } = await readSettings();
    if (updated_date && isCurrency(country.currency) && !hasChosenCurrency()) {
      currencyStore.setState({ currency: country.currency });
    }
  } catch {
    // The built-in default stays.
  }
}
