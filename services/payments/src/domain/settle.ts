import type { FastifyBaseLogger } from 'fastify';
import { conflict } from '@boatcare/server-kit';
import type { PaymentStatus } from '@boatcare/shared-domain/core';
import {
  UnknownTestObject,
  type IntentState,
  type PaymentDriver,
  type PaymentEvent,
  type SubscriptionState,
} from '../drivers/index.ts';
import { applyProviderSubscription, rememberProviderSubscription } from '../repositories/bidder.ts';
import type { Payment } from '@boatcare/server-kit/models';
import { claimEvent, releaseEvent } from '../repositories/events.ts';
import { applyJobOutcome, reopenCancellation } from '../repositories/jobs.ts';
import { recordCharge } from '../repositories/ledger.ts';
import { paymentByIntent, paymentForOwner, setPaymentStatus } from '../repositories/payments.ts';
import { storePayoutAccountById } from '../repositories/payout-account.ts';
import { applySubscription } from '../repositories/vip.ts';

/**
 * A new intent the provider answers as already succeeded: an earlier attempt was paid but never
 * confirmed. Settles it now rather than charge again, and refuses the new payment (409).
 */
export async function refuseAlreadyPaid(
  intentId: string,
  customer: string,
  purpose: Payment['purpose'],
  totalAmount: number,
  log: FastifyBaseLogger,
): Promise<never> {
  const stored = await paymentForOwner(intentId, customer, purpose);
  if (stored)
    await settleIntent(
      stored,
      { id: intentId, status: 'succeeded', amount: totalAmount, failure: null },
      log,
    );
  throw conflict('payments.alreadyPaid');
}

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
  if (payment.purpose === 'season') {
    // One intent for the season: each visit's job is settled with its own part, so each has
    // its own charge, fee, discount and payout in the ledger.
    let outcome: PaymentStatus | null = null;
    for (const part of payment.visits ?? []) {
      const settled = await settleJob(String(part.job), status, part.totalAmount);
      if (outcome === null || settled !== 'completed') outcome = settled;
    }
    return outcome ?? 'pending';
  }
  if (payment.purpose !== 'job' || !payment.job) return null;
  return settleJob(String(payment.job), status, payment.totalAmount);
}

/** One order's payment outcome, and its charge in the ledger once paid. */
async function settleJob(jobId: string, status: IntentState['status'], amount: number) {
  const outcome = await applyJobOutcome(jobId, status, amount);
  // A paid order: the ledger gets its charge and split (idempotent, like the move to paid).
  if (outcome === 'completed') {
    await recordCharge(jobId);
    // Paid after it was cancelled (no longer payable): the money worker refunds it.
    await reopenCancellation(jobId);
  }
  return outcome;
}

export async function settleSubscription(subscription: SubscriptionState): Promise<void> {
  await applySubscription(subscription);
  await applyProviderSubscription(subscription);
}

/**
 * The provider's current state of a subscription: events can arrive late or out of order, so
 * the state applied is always the one the provider holds now (the event's own copy only when
 * the provider does not know the subscription).
 */
async function currentSubscription(
  driver: PaymentDriver | undefined,
  id: string,
  fallback: SubscriptionState | null,
): Promise<SubscriptionState | null> {
  if (!driver) return fallback;
  try {
    return await driver.retrieveSubscription(id);
  } catch (error) {
    const missing =
      error instanceof UnknownTestObject ||
      (error as { code?: string } | null)?.code === 'resource_missing';
    if (missing) return fallback;
    throw error;
  }
}

async function settleEvent(
  event: PaymentEvent,
  log: FastifyBaseLogger,
  driver: PaymentDriver | undefined,
): Promise<void> {
  if (event.kind === 'intent') {
    const payment = await paymentByIntent(event.intent.id);
    if (payment) await settleIntent(payment, event.intent, log);
    else log.warn({ intentId: event.intent.id }, 'event for an intent we did not make');
    return;
  }
  if (event.kind === 'account') {
    await storePayoutAccountById(event.account);
    return;
  }
  let subscriptionId: string;
  let fallback: SubscriptionState | null = null;
  if (event.kind === 'checkout') {
    const { userId, subscriptionId: id, customerId } = event.session;
    if (!userId || !id) return;
    await rememberProviderSubscription(userId, id, customerId);
    subscriptionId = id;
  } else if (event.kind === 'subscription-ref') {
    subscriptionId = event.subscriptionId;
  } else {
    subscriptionId = event.subscription.id;
    fallback = event.subscription;
  }
  const state = await currentSubscription(driver, subscriptionId, fallback);
  if (state) await settleSubscription(state);
}

/**
 * Handles a provider event at most once: the id is claimed first (a replay stops there), and
 * given back if handling fails so the provider's retry gets another go.
 */
export async function handleEvent(
  event: PaymentEvent,
  log: FastifyBaseLogger,
  driver?: PaymentDriver,
): Promise<'handled' | 'duplicate'> {
  const type =
    event.kind === 'intent'
      ? `intent.${event.intent.status}`
      : event.kind === 'subscription'
        ? `subscription.${event.subscription.status}`
        : event.kind;
  if (!(await claimEvent(event.id, type))) return 'duplicate';
  try {
    await settleEvent(event, log, driver);
    return 'handled';
  } catch (error) {
    await releaseEvent(event.id);
    throw error;
  }
}
