import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as auth from '@boatcare/shared-domain/endpoints/auth';
import { errorText, toast, useEndpoint } from '@boatcare/shared-ui/core';

/** GET /auth/settings, read fresh; a failed read shows the spec's toast (the page shows a retry). */
export function useSettingsQuery(enabled: boolean) {
  const { t } = useTranslation();
  const query = useEndpoint(auth.settings, {}, { staleTime: 0, enabled });
  useEffect(() => {
    if (query.error)
      toast.error(errorText(t, query.error, 'settings.fetchFailed'), { id: 'settings-fetch' });
  }, [query.error, t]);
  return query;
}
