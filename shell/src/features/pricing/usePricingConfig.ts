import { useQuery } from '@tanstack/react-query';
import { api } from '@boatcare/shared-ui/core';
import * as content from '@boatcare/shared-domain/endpoints/content';

/** The public pricing configuration (the VIP membership's monthly price and discount). */
export function usePricingConfig() {
  return useQuery({
    queryKey: ['pricing-config'],
    queryFn: () => api.call(content.pricing),
    staleTime: 5 * 60_000,
  });
}
