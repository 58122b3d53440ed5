import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@boatcare/shared-domain';
import { api, errorText, toast } from '@boatcare/shared-ui/core';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

const KEY = ['auth', 'settings'] as const;

/** GET /auth/settings; a failed read shows the spec's toast (the page shows a retry). */
export function useSettingsQuery(enabled: boolean) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => api.call(auth.settings),
    staleTime: 0,
    enabled,
  });
  useEffect(() => {
    if (query.error)
      toast.error(errorText(t, query.error, 'settings.fetchFailed'), { id: 'settings-fetch' });
  }, [query.error, t]);
  return query;
}

/** PUT /auth/settings: the server's validation details, else its message, else the spec's text. */
export function useSaveSettings(onSaved: (settings: Settings) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Settings) => api.call(auth.saveSettings, { body }),
    onSuccess(answer) {
      client.setQueryData(KEY, { data: answer.data });
      toast.success(t('settings.saved'));
      onSaved(answer.data);
    },
    onError: (error) => toast.error(errorText(t, error, 'settings.updateFailed')),
  });
}
