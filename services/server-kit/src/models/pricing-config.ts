import { Schema, type InferSchemaType } from 'mongoose';
import { defineModel } from './define.ts';

/**
 * The admin's pricing configuration: one document. Payments reads the VIP membership from it;
 * without a document (or a field) the defaults in shared-domain's pricing apply. Amounts are base
 * minor units (US cents), like every amount we store; the admin form converts what is typed.
 * Read it through `readPricingConfig` (server-kit's pricing), the one reading every service shares.
 */
const pricingConfigSchema = new Schema(
  {
    baseRatePerFoot: { type: Number, min: 0, default: null },
    boatLengthOptions: {
      type: [new Schema({ value: Number, label: String }, { _id: false })],
      default: undefined,
    },
    additionalServices: {
      type: [
        new Schema(
          { id: String, name: String, pricePerFoot: Number, description: String },
          { _id: false },
        ),
      ],
      default: undefined,
    },
    vipMembership: {
      monthlyPrice: { type: Number, min: 0, default: null },
      discountPercentage: { type: Number, min: 0, max: 100, default: null },
    },
    /** Accepted offers of comparable jobs that make the estimate the market's range. */
    marketMinOffers: { type: Number, min: 1, default: null },
    /** What providers pay: the monthly subscription and the one-time gate fee. */
    providerPlan: {
      monthlyPrice: { type: Number, min: 0, default: null },
      gateFee: { type: Number, min: 0, default: null },
    },
    /** Months a wax or ceramic coating lasts and between engine services (boats' due dates). */
    careIntervals: {
      waxMonths: { type: Number, min: 1, max: 120, default: null },
      ceramicMonths: { type: Number, min: 1, max: 120, default: null },
      engineServiceMonths: { type: Number, min: 1, max: 120, default: null },
    },
    /** Promotion codes for the provider subscription (percent off every month). */
    promoCodes: {
      type: [
        {
          code: { type: String, required: true },
          percentOff: { type: Number, min: 1, max: 100, required: true },
          _id: false,
        },
      ],
      default: undefined,
    },
  },
  {
    timestamps: { createdAt: 'created_date', updatedAt: 'updated_date' },
    collection: 'pricing_config',
  } as const,
);

/** The first document is the configuration (readPricingConfig): its read is indexed too. */
pricingConfigSchema.index({ created_date: 1 });

export type PricingConfig = InferSchemaType<typeof pricingConfigSchema>;
export const PricingConfigModel = defineModel('PricingConfig', pricingConfigSchema);
