import { useQuery } from '@tanstack/react-query';
import { DEFAULT_BASE_RATE_PER_FOOT } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as content from '@boatcare/shared-domain/endpoints/content';

/**
 * The admin's base rate per foot (base minor units) from the public pricing configuration, the
 * one the server prices the request with; the built-in rate while it loads or if it fails.
 */
export function useBaseRate(): number {
  const config = useQuery({
    queryKey: ['pricing-config'],
    queryFn: () => api.call(content.pricing),
    staleTime: 60_000,
  });
  return config.data?.baseRatePerFoot ?? DEFAULT_BASE_RATE_PER_FOOT;
}
