import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';

/**
 * The public site configuration (every key and value an admin set, plus the Maps key): one
 * query for the whole page, read by the home counters and the maps switch.
 */
export const usePublicSiteConfig = () =>
  useQuery({
    queryKey: ['site-config', 'public'],
    queryFn: async () => {
      const siteConfig = await import('@boatcare/shared-domain/endpoints/site-config');
      return api.call(siteConfig.publicConfig);
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
