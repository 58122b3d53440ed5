import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '@boatcare/shared-domain';
import * as notifications from '@boatcare/shared-domain/endpoints/notifications';
import { api, errorText, toast } from '@boatcare/shared-ui/core';

const KEY = ['auth', 'notifications'] as const;

/** GET /auth/notifications: which emails the user receives. */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: KEY,
    queryFn: () => api.call(notifications.get).then((r) => r.data),
    meta: { errorKey: 'settings.notifications.loadFailed' },
  });

/** PUT /auth/notifications. */
export function useSaveNotificationSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => api.call(notifications.save, { body }),
    onSuccess(answer) {
      client.setQueryData(KEY, answer.data);
      toast.success(t('settings.notifications.saved'));
    },
    onError: (error) => toast.error(errorText(t, error, 'settings.notifications.saveFailed')),
  });
}
