import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from './define.ts';
import { storedImageFields } from './stored-image.ts';
import {
  CURRENCIES,
  CURRENCY_BY_LANGUAGE,
  DEFAULT_CURRENCY,
  LANGUAGES,
  USER_TYPES,
  type Language,
} from '@boatcare/shared-domain/core';

const bidderProfile = new Schema(
  {
    title: { type: String, required: true },
    bio_description: { type: String, required: true },
    contact_number: { type: String, required: true },
    address: { type: String, required: true },
    latitude: { type: Number, required: true },
    longitude: { type: Number, required: true },
    stripeCustomerId: { type: String, default: '' },
  },
  { _id: false },
);

const auctioneerProfile = new Schema(
  {
    company_name: { type: String, default: '' },
    contact_number: { type: String, default: '' },
    address: { type: String, default: '' },
  },
  { _id: false },
);

const userSchema = new Schema(
  {
    first_name: { type: String, required: true, trim: true },
    last_name: { type: String, required: true, trim: true },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    password_hash: { type: String, required: true },
    user_type: { type: Number, required: true, enum: USER_TYPES, index: true },
    status: { type: String, enum: ['active', 'inactive'], default: 'active' },
    language_code: { type: String, enum: LANGUAGES, default: 'en' },
    /** Unless chosen, the account language's currency (DKK for Danish), whoever creates it. */
    currency_code: {
      type: String,
      enum: CURRENCIES,
      default(this: { language_code?: Language }) {
        return CURRENCY_BY_LANGUAGE[this.language_code ?? 'en'] ?? DEFAULT_CURRENCY;
      },
    },
    /** Providers' service radius in km. */
    service_range: { type: Number, default: 0 },
    profile_pic: { type: String, default: '' },
    /**
     * The uploaded picture (a provider's logo, an owner's avatar), stored like photos; null
     * without one. Shown instead of `profile_pic` (an address an admin typed).
     */
    avatar_image: { type: new Schema(storedImageFields, { _id: false }), default: null },
    /** The last sign-in (registering counts); null before the first: login greets accordingly. */
    last_login_at: { type: Date, default: null },
    /** Bumped when the password changes; tokens signed with an older value stop working. */
    token_version: { type: Number, default: 0 },
    auctioneer: { type: auctioneerProfile, default: undefined },
    bidder: { type: bidderProfile, default: undefined },
    gate_fee_paid: { type: Boolean, default: false },
    subscription_active: { type: Boolean, default: false },
    subscription_paid: { type: Boolean, default: false },
    /** The provider's monthly subscription (Stripe's or the test-mode driver's). */
    provider_subscription: {
      subscriptionId: { type: String, default: null, index: true },
      customerId: { type: String, default: null },
      status: { type: String, default: null },
      renewsAt: { type: Date, default: null },
      cancelAtPeriodEnd: { type: Boolean, default: false },
    },
    /** The provider's Stripe Connect (Express) account that payouts go to. */
    payout_account: {
      accountId: { type: String, default: null, index: true },
      status: { type: String, enum: ['none', 'pending', 'ready'], default: 'none' },
      payoutsEnabled: { type: Boolean, default: false },
      detailsSubmitted: { type: Boolean, default: false },
    },
    vip: {
      isActive: { type: Boolean, default: false },
      since: { type: Date, default: null },
      /** The monthly subscription behind the membership (Stripe's or the test-mode driver's id). */
      subscriptionId: { type: String, default: null, index: true },
      /** The payment provider's customer that pays the subscription. */
      customerId: { type: String, default: null },
      /** End of the paid month. */
      renewsAt: { type: Date, default: null },
    },
    rating: {
      average: { type: Number, default: null },
      count: { type: Number, default: 0 },
    },
    /** Email kinds (NOTIFICATION_KINDS) the user turned off in settings. */
    notifications_off: { type: [String], default: [] },
    /** Event kinds (USER_EVENT_KINDS) the user wants no push for. */
    push_off: { type: [String], default: [] },
  },
  { timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' } } as const,
);
userSchema.index({ user_type: 1, created_date: -1 });

export type User = InferSchemaType<typeof userSchema>;
export const UserModel = defineModel('User', userSchema);
