import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { UserType, providerGateRedirect, type RouteName } from '@boatcare/shared-domain/core';
import { useLazyEndpoint } from '../api/useEndpoint.ts';
import type { status } from '@boatcare/shared-domain/endpoints/bidder-payments';
import { useLinks } from '../i18n/useLanguage.ts';
import { sessionStore, useCurrentUser } from './store.ts';
import { ToLogin } from './ToLogin.tsx';

/**
 * GET /bidder-payments/status by its path alone (the table loads later, see below); the type
 * holds the path to the table's. Its key is the endpoint's, so the provider screens'
 * `invalidates: [bidderPayments.status]` reach it.
 */
const STATUS: (typeof status)['path'] = '/bidder-payments/status';

/**
 * The server's word on a provider's flags, copied into the session: a subscription that lapsed
 * or was paid elsewhere (a webhook) reaches the gate without signing in again.
 */
export function useProviderStatus(enabled: boolean) {
  // The table (and its schemas) loads with the first gated screen, not on the first paint.
  const query = useLazyEndpoint(
    STATUS,
    () => import('@boatcare/shared-domain/endpoints/bidder-payments').then((m) => m.status),
    {},
    { enabled, staleTime: 30_000 },
  );
  const flags = query.data?.flags;
  useEffect(() => {
    if (!flags) return;
    sessionStore.getState().updateFlags({
      has_bidder_profile: flags.has_bidder_profile,
      gate_fee_paid: flags.gate_fee_paid,
      subscription: flags.subscription_active,
    });
  }, [flags]);
  return query;
}

/** Off to login and back; a signed-in customer, club or admin is told why. */
const toLogin = (signedIn: boolean) => (
  <ToLogin notice={signedIn ? 'providerGate.providersOnly' : undefined} />
);

/**
 * The provider gate of the spec around a screen (its guard `provider-gate` or
 * `open-before-paying` in the table of screens): visitors and other roles -> login; no bidder
 * profile -> the profile page; profile but no paid subscription -> subscribe (except on the
 * screens open before paying).
 */
export function ProviderGate({ name, children }: { name: RouteName; children: ReactNode }) {
  const user = useCurrentUser();
  const link = useLinks();
  useProviderStatus(user?.user_type === UserType.Provider);
  const redirect = providerGateRedirect(user, name);
  if (redirect === 'login') return toLogin(user !== null);
  return redirect ? <Navigate to={link(redirect)} replace /> : children;
}

/** Any signed-in provider (guard `provider`): only the login rule applies. */
export function ProvidersOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return user?.user_type === UserType.Provider ? children : toLogin(user !== null);
}
