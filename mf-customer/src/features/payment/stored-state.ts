import {
  PAYMENT_STATE_KEY,
  paymentState,
  type PaymentState,
} from '@boatcare/shared-domain/schemas/job';

/** The payment state saved when a bid was accepted (or an order chosen to pay), if valid. */
export function readPaymentState(): PaymentState | null {
  try {
    const parsed = paymentState.safeParse(
      JSON.parse(localStorage.getItem(PAYMENT_STATE_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Forgets the payment state once the order is paid. */
export function clearPaymentState() {
  localStorage.removeItem(PAYMENT_STATE_KEY);
}
