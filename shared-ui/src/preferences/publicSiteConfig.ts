import type { publicConfig } from '@boatcare/shared-domain/endpoints/site-config';
import { useLazyEndpoint } from '../api/useEndpoint.ts';

const PUBLIC_CONFIG: (typeof publicConfig)['path'] = '/super/site-config/public';

/**
 * The public site configuration (every key and value an admin set, plus the Maps key): one
 * query for the whole page, read by the home counters and the maps switch.
 */
export const usePublicSiteConfig = () =>
  useLazyEndpoint(
    PUBLIC_CONFIG,
    () => import('@boatcare/shared-domain/endpoints/site-config').then((m) => m.publicConfig),
    {},
    { staleTime: 5 * 60_000, retry: false },
  );
