import { Schema } from 'mongoose';
import { defineModel } from '@boatcare/server-kit/models';

/**
 * TEST MODE's stand-in for what Stripe keeps: intents, subscriptions, checkout sessions,
 * refunds, transfers and connected accounts. In the database, so every instance of payments sees the same objects and a
 * restart forgets nothing (they lived in process memory before). Ids are the driver's own
 * (`pi_test_...`); nothing here exists when Stripe runs.
 */
const failure = new Schema({ code: String, message: String }, { _id: false });

const testIntentSchema = new Schema(
  {
    _id: { type: String, required: true },
    clientSecret: { type: String, required: true },
    amount: { type: Number, required: true },
    status: { type: String, required: true },
    failure: { type: failure, default: null },
    subscriptionId: { type: String, default: null },
  },
  { versionKey: false, collection: 'test_mode_intents' },
);

const testSubscriptionSchema = new Schema(
  {
    _id: { type: String, required: true },
    customerId: { type: String, required: true },
    intentId: { type: String, default: '' },
    status: {
      type: String,
      enum: ['incomplete', 'active', 'past_due', 'canceled'],
      required: true,
    },
    currentPeriodEnd: { type: Date, default: null },
    cancelAtPeriodEnd: { type: Boolean, default: false },
  },
  { versionKey: false, collection: 'test_mode_subscriptions' },
);

const testCheckoutSchema = new Schema(
  {
    _id: { type: String, required: true },
    status: { type: String, enum: ['open', 'complete', 'expired'], required: true },
    paid: { type: Boolean, default: false },
    userId: { type: String, default: null },
    subscriptionId: { type: String, default: null },
    customerId: { type: String, default: null },
    email: { type: String, required: true },
    amount: { type: Number, required: true },
    percentOff: { type: Number, default: 0 },
    successUrl: { type: String, required: true },
    cancelUrl: { type: String, required: true },
  },
  { versionKey: false, collection: 'test_mode_checkouts' },
);

export const TestIntentModel = defineModel('TestModeIntent', testIntentSchema);
export const TestSubscriptionModel = defineModel('TestModeSubscription', testSubscriptionSchema);
export const TestCheckoutModel = defineModel('TestModeCheckout', testCheckoutSchema);

const metadata = { type: Map, of: String, default: {} };

const testRefundSchema = new Schema(
  {
    _id: { type: String, required: true },
    paymentIntentId: { type: String, required: true, index: true },
    amount: { type: Number, required: true },
    metadata,
  },
  { versionKey: false, collection: 'test_mode_refunds' },
);

const testTransferSchema = new Schema(
  {
    _id: { type: String, required: true },
    amount: { type: Number, required: true },
    currency: { type: String, required: true },
    destination: { type: String, default: null },
    transferGroup: { type: String, required: true },
    metadata,
  },
  { versionKey: false, collection: 'test_mode_transfers' },
);

const testAccountSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: '' },
    detailsSubmitted: { type: Boolean, default: false },
    payoutsEnabled: { type: Boolean, default: false },
  },
  { versionKey: false, collection: 'test_mode_accounts' },
);

export const TestRefundModel = defineModel('TestModeRefund', testRefundSchema);
export const TestTransferModel = defineModel('TestModeTransfer', testTransferSchema);
export const TestAccountModel = defineModel('TestModeAccount', testAccountSchema);
