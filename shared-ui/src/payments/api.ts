import { useQuery } from '@tanstack/react-query';
import { type TestModeCard } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as payments from '@boatcare/shared-domain/endpoints/payments';

/** Which payment driver runs (Stripe or the offline test mode) and Stripe's publishable key. */
export const usePaymentsConfig = () =>
  useQuery({
    queryKey: ['payments', 'config'],
    queryFn: () => api.call(payments.config),
    staleTime: Infinity,
  });

/** TEST MODE: the card form's confirm, standing in for Stripe.js. */
export const confirmTestCard = (
  paymentIntentId: string,
  card: TestModeCard & { returnUrl?: string },
) => api.call(payments.testModeConfirm, { params: { paymentIntentId }, body: card });
