import { DEFAULT_PRICING } from '@boatcare/shared-domain/pricing';
import type { PricingConfigView } from '@boatcare/shared-domain/schemas/pricing-config';
import { useEndpoint } from '@boatcare/shared-ui';
import * as content from '@boatcare/shared-domain/endpoints/content';

/**
 * The admin's public pricing configuration (base rate, boat length options, additional
 * services), the one the server prices the request with; the built-in one while it loads or
 * if it fails.
 */
export function usePricing(): PricingConfigView {
  const config = useEndpoint(content.pricing, {}, { staleTime: 60_000 });
  return config.data ?? DEFAULT_PRICING;
}
