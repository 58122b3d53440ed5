import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { providerGateRedirect, type RouteName } from '@boatcare/shared-domain';
import { useCurrentUser, useLinks } from '@boatcare/shared-ui';

/**
 * The provider gate of the spec: no bidder profile -> the profile page; profile but no paid
 * subscription -> subscribe (except on gate payment); visitors and customers -> login.
 */
export function guarded(name: RouteName, Page: ComponentType): ComponentType {
  return function GuardedPage() {
    const user = useCurrentUser();
    const link = useLinks();
    const redirect = providerGateRedirect(user, name);
    return redirect ? <Navigate to={link(redirect)} replace /> : <Page />;
  };
}
