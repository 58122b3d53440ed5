import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loginPath } from '@boatcare/shared-domain/core';
import { useLanguage } from '../i18n/useLanguage.ts';
import { toast } from '../providers/toast.tsx';

/**
 * Off to login, saying why when there is a `notice` (a translation key); login returns to this
 * page (path and query) after signing in.
 */
export function ToLogin({ notice }: { notice?: string | undefined }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (notice) toast.error(t(notice), { id: notice });
  }, [notice, t]);
  return <Navigate to={loginPath(lng, pathname + search)} replace />;
}
