import { Suspense, use, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import {
  landingRouteFor,
  pathTo,
  ROLE_BY_USER_TYPE,
  screenOf,
  type Role,
} from '@boatcare/shared-domain/core';
import { useTranslation } from 'react-i18next';
import {
  ButtonLink,
  EmptyState,
  screenRoutes,
  ToLogin,
  useCurrentUser,
  useLanguage,
} from '@boatcare/shared-ui/core';
import { PaintedMain } from '../layout/PaintedFrame.tsx';
import { remoteModule } from './load-remote.ts';
import { pathAfterLanguage } from '../app/path-after-language.ts';
import { ownerOf } from './ownership.ts';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { followRelease, RemoteLoadError, reportRemoteFailure } from './releases.ts';

/** A screen of the remote threw: counted against its version (a failed load is counted as one). */
const reportMountError = (role: Role) => (error: unknown) => {
  if (!(error instanceof RemoteLoadError)) reportRemoteFailure(role, 'mount');
};

/** A path the role's area names but its remote (this deployment of it) does not serve. */
function MissingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const lng = useLanguage();
  return (
    <EmptyState
      title={t('remote.pageMissingTitle')}
      message={t('remote.pageMissingText')}
      action={
        user && (
          <ButtonLink to={pathTo(lng, landingRouteFor(user))}>{t('remote.backHome')}</ButtonLink>
        )
      }
    />
  );
}

/** The remote's pages at their paths, behind their guards (from the table of screens). */
function RoleRoutes({ module }: { module: ReturnType<typeof remoteModule> }) {
  const { pages } = use(module);
  return useRoutes([...screenRoutes(pages), { path: '*', element: <MissingPage /> }]);
}

function RemoteScreen({ role, routeKey }: { role: Role; routeKey: string }) {
  const [attempt, setAttempt] = useState(0);
  const module = useMemo(() => remoteModule(role, attempt > 0), [role, attempt]);
  const { pathname } = useLocation();
  // A navigation picks up a rollback or a promotion of this remote (releases.ts).
  useEffect(() => void followRelease(role), [role, pathname]);
  return (
    <RemoteBoundary
      resetKey={`${role}:${routeKey}`}
      onRetry={() => setAttempt((n) => n + 1)}
      onError={reportMountError(role)}
    >
      <Suspense fallback={<PaintedMain />}>
        <RoleRoutes key={attempt} module={module} />
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * Every path under /:lng that is not the shell's: finds the remote that serves it, checks that
 * the signed-in role is that remote's, and mounts the remote's routes. Unknown paths go home.
 */
export function RemoteRoutes() {
  const lng = useLanguage();
  const location = useLocation();
  const user = useCurrentUser();
  const rest = pathAfterLanguage(location.pathname);
  const owner = ownerOf(rest);
  if (!owner) return <Navigate to={pathTo(lng, 'home')} replace />;
  if (!user) return <ToLogin notice={screenOf(owner.name).loginNotice} />;
  const role = ROLE_BY_USER_TYPE[user.user_type];
  if (role !== owner.role) {
    // The admin guard sends others to the root; other areas send a signed-in user home.
    const to = owner.role === 'admin' ? pathTo(lng, 'home') : pathTo(lng, landingRouteFor(user));
    return <Navigate to={to} replace />;
  }
  return <RemoteScreen role={role} routeKey={owner.name} />;
}
