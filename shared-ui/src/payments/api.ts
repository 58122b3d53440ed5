import { useQuery } from '@tanstack/react-query';
import {
  paymentsConfig,
  testModeConfirmResponse,
  type TestModeCard,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

/** Which payment driver runs (Stripe or the offline test mode) and Stripe's publishable key. */
export const usePaymentsConfig = () =>
  useQuery({
    queryKey: ['payments', 'config'],
    queryFn: () => api.get('payments/config', paymentsConfig),
    staleTime: Infinity,
  });

/** TEST MODE: the card form's confirm, standing in for Stripe.js. */
export const confirmTestCard = (
  paymentIntentId: string,
  card: TestModeCard & { returnUrl?: string },
) =>
  api.send(
    'post',
    `payments/test-mode/${encodeURIComponent(paymentIntentId)}/confirm`,
    testModeConfirmResponse,
    card,
  );
