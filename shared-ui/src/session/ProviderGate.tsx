import { useEffect, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { UserType, providerGateRedirect, type RouteName } from '@boatcare/shared-domain';
import { api } from '../api/client.ts';
import { useLinks } from '../i18n/useLanguage.ts';
import { toast } from '../providers/toast.tsx';
import { sessionStore, useCurrentUser } from './store.ts';
import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';

/** The query key of GET /bidder-payments/status (the provider screens invalidate it). */
export const BIDDER_STATUS_KEY = ['bidder-payments', 'status'];

/**
 * The server's word on a provider's flags, copied into the session: a subscription that lapsed
 * or was paid elsewhere (a webhook) reaches the gate without signing in again.
 */
export function useProviderStatus(enabled: boolean) {
  const query = useQuery({
    queryKey: BIDDER_STATUS_KEY,
    queryFn: () => api.call(bidderPayments.status),
    enabled,
    staleTime: 30_000,
  });
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

/** Off to login; a signed-in customer, club or admin is told why. */
function ToLogin({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const link = useLinks();
  useEffect(() => {
    if (signedIn) toast.error(t('providerGate.providersOnly'), { id: 'provider-gate' });
  }, [signedIn, t]);
  return <Navigate to={link('login')} replace />;
}

/**
 * The provider gate of the spec on a page: visitors and other roles -> login; no bidder profile
 * -> the profile page; profile but no paid subscription -> subscribe (except gate payment and
 * the profile, where the registration banner shows).
 */
export function providerGuarded(name: RouteName, Page: ComponentType): ComponentType {
  return function ProviderGuardedPage() {
    const user = useCurrentUser();
    const link = useLinks();
    const isProvider = user?.user_type === UserType.Provider;
    useProviderStatus(isProvider);
    const redirect = providerGateRedirect(user, name);
    if (redirect === 'login') return <ToLogin signedIn={user !== null} />;
    return redirect ? <Navigate to={link(redirect)} replace /> : <Page />;
  };
}

/** Open to any signed-in provider (subscribe and its result): only the login rule applies. */
export function providerOnly(Page: ComponentType): ComponentType {
  return function ProviderOnlyPage() {
    const user = useCurrentUser();
    if (user?.user_type !== UserType.Provider) return <ToLogin signedIn={user !== null} />;
    return <Page />;
  };
}
