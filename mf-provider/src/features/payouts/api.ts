import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PathLanguage } from '@boatcare/shared-domain';
import * as payouts from '@boatcare/shared-domain/endpoints/payouts';
import { api } from '@boatcare/shared-ui';

const ACCOUNT = ['payouts', 'account'] as const;

/** The provider's payout account (Stripe Connect): none, pending or ready. */
export const usePayoutAccount = () =>
  useQuery({
    queryKey: ACCOUNT,
    queryFn: () => api.call(payouts.account),
    meta: { errorKey: 'payouts.loadFailed' },
  });

/** "Set up payouts": the onboarding link (Stripe's page, or the test-mode stand-in). */
export const usePayoutLink = () =>
  useMutation({
    mutationFn: (lng: PathLanguage) => api.call(payouts.accountLink, { body: { lng } }),
  });

/** TEST MODE: finishing the stand-in onboarding. */
export function useFinishTestOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(payouts.testModeComplete),
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT, account),
  });
}

/** Balance, payouts and each job's share, from the ledger. */
export const useEarnings = () =>
  useQuery({
    queryKey: ['payouts', 'earnings'],
    queryFn: () => api.call(payouts.earnings),
    meta: { errorKey: 'earnings.loadFailed' },
  });
