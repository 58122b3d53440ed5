import { useQuery } from '@tanstack/react-query';
import { api } from '@boatcare/shared-ui';
import * as payments from '@boatcare/shared-domain/endpoints/payments';

/**
 * The order's payment intent. The server computes every amount and answers the same intent for
 * the same order and total, so asking again (a reload) never makes a second charge.
 */
export const usePaymentIntent = (jobId: string | undefined) =>
  useQuery({
    queryKey: ['payments', 'intent', jobId],
    queryFn: () => api.call(payments.createIntent, { body: { jobId: jobId ?? '' } }),
    enabled: Boolean(jobId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** Asks the server to check with the payment provider how the payment went. */
export const confirmPayment = (paymentIntentId: string) =>
  api.call(payments.confirm, { params: { paymentIntentId } });
