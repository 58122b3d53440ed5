import { useQuery } from '@tanstack/react-query';
import { pricingConfig } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

/** The public pricing configuration (the VIP membership's monthly price and discount). */
export function usePricingConfig() {
  return useQuery({
    queryKey: ['pricing-config'],
    queryFn: () => api.get('pricing/config', pricingConfig),
    staleTime: 5 * 60_000,
  });
}
