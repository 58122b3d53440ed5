import type { FastifyBaseLogger } from 'fastify';
import type { PaymentStatus } from '@boatcare/shared-domain';
import type { IntentState, PaymentEvent, SubscriptionState } from '../drivers/index.ts';
import type { Payment } from '../models/payment.ts';
import { claimEvent, releaseEvent } from '../repositories/events.ts';
import { applyJobOutcome } from '../repositories/jobs.ts';
import { paymentByIntent, setPaymentStatus } from '../repositories/payments.ts';
import { applySubscription } from '../repositories/vip.ts';

/**
 * Applies the provider's view of an intent to our records: the payment, and for a job payment
 * the order. An intent whose amount is not the one we computed never marks anything paid.
 * Answers the order's payment status (null for a VIP payment).
 */
export async function settleIntent(
  payment: Payment,
  intent: IntentState,
  log: FastifyBaseLogger,
): Promise<PaymentStatus | null> {
  let status = intent.status;
  if (status === 'succeeded' && intent.amount !== payment.totalAmount) {
    log.error(
      { intentId: intent.id, amount: intent.amount, expected: payment.totalAmount },
      'intent amount differs',
    );
    status = 'failed';
  }
  await setPaymentStatus(payment.intentId, status, intent.failure);
  if (payment.purpose !== 'job' || !payment.job) return null;
  return applyJobOutcome(String(payment.job), status, payment.totalAmount);
}

export async function settleSubscription(subscription: SubscriptionState): Promise<void> {
  await applySubscription(subscription);
}

/**
 * Handles a provider event at most once: the id is claimed first (a replay stops there), and
 * given back if handling fails so the provider's retry gets another go.
 */
export async function handleEvent(
  event: PaymentEvent,
  log: FastifyBaseLogger,
): Promise<'handled' | 'duplicate'> {
  const type =
    event.kind === 'intent'
      ? `intent.${event.intent.status}`
      : `subscription.${event.subscription.status}`;
  if (!(await claimEvent(event.id, type))) return 'duplicate';
  try {
    if (event.kind === 'intent') {
      const payment = await paymentByIntent(event.intent.id);
      if (payment) await settleIntent(payment, event.intent, log);
      else log.warn({ intentId: event.intent.id }, 'event for an intent we did not make');
    } else {
      await settleSubscription(event.subscription);
    }
    return 'handled';
  } catch (error) {
    await releaseEvent(event.id);
    throw error;
  }
}
