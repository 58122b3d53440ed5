import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pricingConfig, type PricingConfigSave } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

const key = ['admin', 'pricing'] as const;

export const usePricingConfig = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api.get('api/pricing/config', pricingConfig),
    meta: { errorKey: 'adminPricing.loadFailed' },
  });

export function useSavePricingConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PricingConfigSave) =>
      api.send('post', 'api/pricing/config', pricingConfig, body),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      // The site's own reading (the estimate, the VIP page) follows on its next read.
      void client.invalidateQueries({ queryKey: ['pricing-config'] });
    },
  });
}
