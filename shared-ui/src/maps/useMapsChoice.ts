import { useQuery } from '@tanstack/react-query';
import { MAPS_KEY_SITE_KEY } from '@boatcare/shared-domain';
import * as siteConfig from '@boatcare/shared-domain/endpoints/site-config';
import { api } from '../api/client.ts';

export type MapsChoice =
  { variant: 'pending' } | { variant: 'offline' } | { variant: 'google'; apiKey: string };

/**
 * Which maps this site uses (ADR 0012): Google's when the public site configuration holds a
 * Maps key, the offline ones otherwise (also when the configuration cannot be read). The same
 * query as the home page's counters, so one read serves both.
 */
export function useMapsChoice(): MapsChoice {
  const query = useQuery({
    queryKey: ['site-config', 'public'],
    queryFn: () => api.call(siteConfig.publicConfig),
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (query.isPending) return { variant: 'pending' };
  const apiKey = query.data?.data
    .find((entry) => entry.site_key === MAPS_KEY_SITE_KEY)
    ?.site_value.trim();
  return apiKey ? { variant: 'google', apiKey } : { variant: 'offline' };
}
