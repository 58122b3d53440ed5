import { useQuery } from '@tanstack/react-query';
import { confirmPayment } from '../payment/api.ts';

/**
 * The server asks the payment provider how the payment went and marks the order paid only if
 * it succeeded. Once per visit: a failed call is shown, then retried only when asked.
 */
export const usePaymentConfirmation = (paymentIntentId: string | null) =>
  useQuery({
    queryKey: ['payments', 'confirm', paymentIntentId],
    queryFn: () => confirmPayment(paymentIntentId ?? ''),
    enabled: Boolean(paymentIntentId),
    retry: false,
    staleTime: Infinity,
    // Each visit asks again: a retried payment returns with the same intent id.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
