import { useQuery } from '@tanstack/react-query';
import { confirmPaymentResponse, createIntentResponse } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

/**
 * The order's payment intent. The server computes every amount and answers the same intent for
 * the same order and total, so asking again (a reload) never makes a second charge.
 */
export const usePaymentIntent = (jobId: string | undefined) =>
  useQuery({
    queryKey: ['payments', 'intent', jobId],
    queryFn: () => api.send('post', 'payments/create-intent', createIntentResponse, { jobId }),
    enabled: Boolean(jobId),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** Asks the server to check with the payment provider how the payment went. */
export const confirmPayment = (paymentIntentId: string) =>
  api.send(
    'put',
    `payments/${encodeURIComponent(paymentIntentId)}/confirm`,
    confirmPaymentResponse,
  );
