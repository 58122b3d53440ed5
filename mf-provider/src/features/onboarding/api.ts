import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BidderProfileInput,
  type PathLanguage,
  type ProviderFlags,
} from '@boatcare/shared-domain';
import { BIDDER_STATUS_KEY, api, sessionStore, useProviderStatus } from '@boatcare/shared-ui';
import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';
import * as bidders from '@boatcare/shared-domain/endpoints/bidders';

/** Copies the server's flags into the session (kept in local storage: a reload keeps them). */
export function applyFlags(flags: ProviderFlags) {
  sessionStore.getState().updateFlags({
    has_bidder_profile: flags.has_bidder_profile,
    gate_fee_paid: flags.gate_fee_paid,
    subscription: flags.subscription_active,
  });
}

/** The plan (amounts from the server), the subscription and the flags. */
export const useBidderStatus = () => useProviderStatus(true);

const PROFILE_KEY = ['bidders', 'me'];

/** The caller's bidder profile; null until it is created. */
export const useBidderProfile = (exists: boolean) =>
  useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => api.call(bidders.get).then((r) => r.data),
    enabled: exists,
    meta: { errorKey: 'supplierProfile.loadFailed' },
  });

export function useSaveProfile(exists: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BidderProfileInput) =>
      api.call(exists ? bidders.update : bidders.create, { body }),
    onSuccess({ data }) {
      applyFlags(data);
      client.setQueryData(PROFILE_KEY, data);
      void client.invalidateQueries({ queryKey: BIDDER_STATUS_KEY });
    },
  });
}

/** The hosted checkout (Stripe Checkout, or the test-mode stand-in): answers its URL. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: (body: { promoCode?: string; lng: PathLanguage }) =>
      api.call(bidderPayments.createSubscriptionSession, { body }),
  });

/** The card-form variant: a subscription whose first month the card form pays. */
export const useStartCardSubscription = () =>
  useMutation({
    mutationFn: (promoCode: string | undefined) =>
      api.call(bidderPayments.createSubscription, {
        body: {
          paymentType: 'subscription',
          ...(promoCode ? { promoCode } : {}),
        },
      }),
  });

export const useStartGateFee = () =>
  useMutation({
    mutationFn: () => api.call(bidderPayments.gateFee),
  });

/** After the card form: the server asks the payment provider; the session learns the answer. */
export function useConfirmBidderPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentIntentId: string) =>
      api.call(bidderPayments.confirm, { params: { paymentIntentId } }),
    onSuccess(result) {
      applyFlags(result.flags);
      void client.invalidateQueries({ queryKey: BIDDER_STATUS_KEY });
    },
  });
}

/** The checkout page's result; pending keeps asking every two seconds. */
export const useVerifySession = (sessionId: string | null) =>
  useQuery({
    queryKey: ['bidder-payments', 'verify', sessionId],
    queryFn: async () => {
      const result = await api.call(bidderPayments.verifySession, {
        params: { session_id: sessionId ?? '' },
      });
      applyFlags(result.flags);
      return result;
    },
    enabled: Boolean(sessionId),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.subscriptionStatus === 'pending' && query.state.dataUpdateCount < 30
        ? 2000
        : false,
  });

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(bidderPayments.cancelSubscription),
    onSuccess(result) {
      applyFlags(result.flags);
      void client.invalidateQueries({ queryKey: BIDDER_STATUS_KEY });
    },
  });
}
