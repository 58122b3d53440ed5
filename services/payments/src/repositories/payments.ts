import type { Types } from 'mongoose';
import { isDuplicateKey } from '@boatcare/server-kit';
import type { IntentStatus, PaymentFailure } from '@boatcare/shared-domain/schemas/payments';
import { PaymentModel, type Payment } from '@boatcare/server-kit/models';

/** One visit's part of a season payment: its job and what it costs. */
export interface SeasonPart {
  job: string;
  baseAmount: number;
  platformFee: number;
  discount: number;
  totalAmount: number;
}

export interface NewPayment {
  intentId: string;
  purpose: 'job' | 'season' | 'vip' | 'gate_fee' | 'provider_subscription';
  driver: 'test' | 'stripe';
  customer: string;
  job?: string | null;
  /** A season payment: its plan and each visit's part. */
  plan?: string | null;
  visits?: SeasonPart[];
  subscriptionId?: string | null;
  baseAmount: number;
  platformFee?: number;
  discount?: number;
  totalAmount: number;
}

/** Records an intent once; the same intent again (an idempotent retry) keeps the first record. */
export async function recordPayment(payment: NewPayment): Promise<void> {
  try {
    await PaymentModel.updateOne(
      { intentId: payment.intentId },
      { $setOnInsert: payment },
      { upsert: true },
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/** A payment of the caller's, or null (someone else's reads as missing). */
export const paymentForOwner = (intentId: string, customer: string, purpose?: Payment['purpose']) =>
  PaymentModel.findOne({ intentId, customer, ...(purpose ? { purpose } : {}) }).lean<Payment>();

/** The first month's payment of a member's subscription. */
export const vipPaymentOf = (customer: string, subscriptionId: string) =>
  PaymentModel.findOne({ customer, subscriptionId, purpose: 'vip' }).lean<Payment>();

/**
 * The payments of an order that have not succeeded (each an intent a card could still pay): its
 * own, and a season payment that includes it.
 */
export async function openPaymentsOf(jobId: Types.ObjectId | string): Promise<Payment[]> {
  const [own, season] = await Promise.all([
    PaymentModel.find({ job: jobId, purpose: 'job', status: { $ne: 'succeeded' } }).lean<
      Payment[]
    >(),
    PaymentModel.find({
      'visits.job': jobId,
      purpose: 'season',
      status: { $ne: 'succeeded' },
    }).lean<Payment[]>(),
  ]);
  return [...own, ...season];
}

export const paymentByIntent = (intentId: string) =>
  PaymentModel.findOne({ intentId }).lean<Payment>();

/** The provider's latest word on an intent; a succeeded payment stays succeeded. */
export async function setPaymentStatus(
  intentId: string,
  status: IntentStatus,
  failure: PaymentFailure | null,
) {
  await PaymentModel.updateOne(
    { intentId, status: { $ne: 'succeeded' } },
    { $set: { status, failure: failure ?? { code: null, message: null } } },
  );
}
