import { MAPS_KEY_SITE_KEY } from '@boatcare/shared-domain/schemas/site-config';
import { usePublicSiteConfig } from '@boatcare/shared-ui/core';

export type MapsChoice =
  { variant: 'pending' } | { variant: 'offline' } | { variant: 'google'; apiKey: string };

/**
 * Which maps this site uses (ADR 0012): Google's when the public site configuration holds a
 * Maps key, the offline ones otherwise (also when the configuration cannot be read).
 */
export function useMapsChoice(): MapsChoice {
  const query = usePublicSiteConfig();
  if (query.isPending) return { variant: 'pending' };
  const apiKey = query.data?.data
    .find((entry) => entry.site_key === MAPS_KEY_SITE_KEY)
    ?.site_value.trim();
  return apiKey ? { variant: 'google', apiKey } : { variant: 'offline' };
}
