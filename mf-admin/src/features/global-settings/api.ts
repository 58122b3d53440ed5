import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CountryCode } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import * as settingsAdmin from '@boatcare/shared-domain/endpoints/settings-admin';

const key = ['admin', 'settings', 'global'] as const;
const auditKey = ['admin', 'audit'] as const;

export const useGlobalSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api.call(settingsAdmin.settings),
    meta: { errorKey: 'adminGlobalSettings.loadFailed' },
  });

export function useSaveGlobalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: CountryCode) =>
      api.call(settingsAdmin.saveSettings, { body: { country: { code } } }),
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
    queryFn: () => api.call(admin.audit, { query: { limit: 20 } }).then((r) => r.data),
    meta: { errorKey: 'adminAudit.loadFailed' },
  });
