import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, type RouteName } from '@boatcare/shared-domain';
import { toast, useLanguage } from '@boatcare/shared-ui';

/** Role routes that tell a visitor why they are sent to log in (the spec names this one). */
const LOGIN_NOTICES: Partial<Record<RouteName, string>> = {
  createRequest: 'createRequest.loginRequired',
};

/** Sends a visitor to login, remembering where they were going, with the route's notice if any. */
export function ToLogin({ route, from }: { route: RouteName; from: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const notice = LOGIN_NOTICES[route];
  useEffect(() => {
    if (notice) toast.error(t(notice), { id: notice });
  }, [notice, t]);
  return <Navigate to={pathTo(lng, 'login')} replace state={{ from }} />;
}
