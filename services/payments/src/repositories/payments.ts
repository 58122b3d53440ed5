import type { Types } from 'mongoose';
import { isDuplicateKey } from '@boatcare/server-kit';
import type { IntentStatus, PaymentFailure } from '@boatcare/shared-domain/schemas/payments';
import { PaymentModel, type Payment } from '@boatcare/server-kit/models';

export interface NewPayment {
  intentId: string;
  purpose: 'job' | 'vip' | 'gate_fee' | 'provider_subscription';
  driver: 'test' | 'stripe';
  customer: string;
  job?: string | null;
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

/** The payments of an order that have not succeeded (each an intent a card could still pay). */
export const openPaymentsOf = (jobId: Types.ObjectId | string) =>
  PaymentModel.find({ job: jobId, purpose: 'job', status: { $ne: 'succeeded' } }).lean<Payment[]>();

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
