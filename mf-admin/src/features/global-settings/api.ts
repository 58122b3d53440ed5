import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditList, globalSettings, type CountryCode } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

const key = ['admin', 'settings', 'global'] as const;
const auditKey = ['admin', 'audit'] as const;

export const useGlobalSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api.get('api/settings/global', globalSettings),
    meta: { errorKey: 'adminGlobalSettings.loadFailed' },
  });

export function useSaveGlobalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: CountryCode) =>
      api.send('post', 'api/settings/global', globalSettings, { country: { code } }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      void client.invalidateQueries({ queryKey: auditKey });
      void client.invalidateQueries({ queryKey: ['site-settings'] });
    },
  });
}

export const useAuditLog = () =>
  useQuery({
    queryKey: auditKey,
    queryFn: () => api.get('super/audit', auditList, { limit: 20 }).then((r) => r.data),
    meta: { errorKey: 'adminAudit.loadFailed' },
  });
