import { useEffect } from 'react';
import type { ProviderFlags } from '@boatcare/shared-domain/schemas/bidder-payments';
import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';
import * as bidders from '@boatcare/shared-domain/endpoints/bidders';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, sessionStore, useEndpoint, useEndpointMutation } from '@boatcare/shared-ui';

/** Copies the server's flags into the session (kept in local storage: a reload keeps them). */
export function applyFlags(flags: ProviderFlags) {
  sessionStore.getState().updateFlags({
    has_bidder_profile: flags.has_bidder_profile,
    gate_fee_paid: flags.gate_fee_paid,
    subscription: flags.subscription_active,
  });
}

/** Saves the bidder profile (creates it the first time): the session and the page learn the answer. */
export function useSaveProfile(exists: boolean) {
  const client = useQueryClient();
  return useEndpointMutation(exists ? bidders.update : bidders.create, {
    invalidates: [bidderPayments.status],
    onSuccess(answer) {
      applyFlags(answer.data);
      client.setQueryData(endpointKey(bidders.get, {}), answer);
    },
  });
}

/** After the card form: the server asks the payment provider; the session learns the answer. */
export const useConfirmBidderPayment = () =>
  useEndpointMutation(bidderPayments.confirm, {
    invalidates: [bidderPayments.status],
    onSuccess: (result) => applyFlags(result.flags),
  });

/** Cancels the subscription at the period's end; the session learns the flags. */
export const useCancelSubscription = () =>
  useEndpointMutation(bidderPayments.cancelSubscription, {
    invalidates: [bidderPayments.status],
    onSuccess: (result) => applyFlags(result.flags),
  });

/** The checkout page's result; pending keeps asking every two seconds (up to a minute). */
export function useVerifySession(sessionId: string | null) {
  const query = useEndpoint(
    bidderPayments.verifySession,
    { params: { session_id: sessionId ?? '' } },
    {
      enabled: Boolean(sessionId),
      retry: false,
      refetchInterval: (query) =>
        query.state.data?.subscriptionStatus === 'pending' && query.state.dataUpdateCount < 30
          ? 2000
          : false,
    },
  );
  const flags = query.data?.flags;
  useEffect(() => {
    if (flags) applyFlags(flags);
  }, [flags]);
  return query;
}
