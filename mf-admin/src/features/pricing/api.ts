import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PricingConfigSave } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as settingsAdmin from '@boatcare/shared-domain/endpoints/settings-admin';

const key = ['admin', 'pricing'] as const;

export const usePricingConfig = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api.call(settingsAdmin.pricing),
    meta: { errorKey: 'adminPricing.loadFailed' },
  });

export function useSavePricingConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PricingConfigSave) => api.call(settingsAdmin.savePricing, { body }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      // The site's own reading (the estimate, the VIP page) follows on its next read.
      void client.invalidateQueries({ queryKey: ['pricing-config'] });
    },
  });
}
