import { Navigate, useLocation } from 'react-router-dom';
import { loginPath } from '@boatcare/shared-domain/core';
import { useLanguage } from '../i18n/useLanguage.ts';

/**
 * Off to login, saying why when there is a `notice` (a translation key: the login page shows it
 * as information, not as an error); login returns to this page (path and query) after signing in.
 */
export function ToLogin({ notice }: { notice?: string | undefined }) {
  const lng = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <Navigate to={loginPath(lng, pathname + search)} replace state={notice ? { notice } : null} />
  );
}
