import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLinks } from '../i18n/useLanguage.ts';
import { toast } from '../providers/toast.tsx';

/**
 * Off to login, saying why when there is a `notice` (a translation key); `from` is where login
 * returns to.
 */
export function ToLogin({ notice, from }: { notice?: string | undefined; from?: string }) {
  const { t } = useTranslation();
  const link = useLinks();
  useEffect(() => {
    if (notice) toast.error(t(notice), { id: notice });
  }, [notice, t]);
  return <Navigate to={link('login')} replace state={from === undefined ? undefined : { from }} />;
}
