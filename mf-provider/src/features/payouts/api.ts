import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  earningsResponse,
  payoutAccount,
  payoutAccountLink,
  type PathLanguage,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

const ACCOUNT = ['payouts', 'account'] as const;

/** The provider's payout account (Stripe Connect): none, pending or ready. */
export const usePayoutAccount = () =>
  useQuery({
    queryKey: ACCOUNT,
    queryFn: () => api.get('payments/payouts/account', payoutAccount),
    meta: { errorKey: 'payouts.loadFailed' },
  });

/** "Set up payouts": the onboarding link (Stripe's page, or the test-mode stand-in). */
export const usePayoutLink = () =>
  useMutation({
    mutationFn: (lng: PathLanguage) =>
      api.send('post', 'payments/payouts/account/link', payoutAccountLink, { lng }),
  });

/** TEST MODE: finishing the stand-in onboarding. */
export function useFinishTestOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('post', 'payments/payouts/test-mode/complete', payoutAccount),
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT, account),
  });
}

/** Balance, payouts and each job's share, from the ledger. */
export const useEarnings = () =>
  useQuery({
    queryKey: ['payouts', 'earnings'],
    queryFn: () => api.get('payments/payouts/earnings', earningsResponse),
    meta: { errorKey: 'earnings.loadFailed' },
  });
