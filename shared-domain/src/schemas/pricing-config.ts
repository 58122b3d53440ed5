import { z } from 'zod';
import { COUNTRIES, COUNTRY_CODES } from '../countries/index.ts';
import { moneyMinor } from './common.ts';
import { MARKET_SAMPLE_LIMIT } from '../pricing/market.ts';

/**
 * GET /api/pricing/config (admin) and /pricing/config (public). Amounts are base minor units
 * (US cents), like every stored amount; the site shows them in the visitor's currency. Fields
 * the configuration lacks are filled from the defaults (DEFAULT_PRICING in shared-domain).
 */
export const pricingConfig = z.object({
  /** What cleaning starts at per foot of boat (the estimate's base band). */
  baseRatePerFoot: moneyMinor,
  boatLengthOptions: z.array(z.object({ value: z.number().int(), label: z.string() })),
  additionalServices: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      pricePerFoot: moneyMinor,
      description: z.string(),
    }),
  ),
  vipMembership: z.object({
    monthlyPrice: moneyMinor,
    discountPercentage: z.number().min(0).max(100),
  }),
  /** How many accepted offers of comparable jobs make the estimate the market's range. */
  marketMinOffers: z.number().int(),
});
export type PricingConfigView = z.infer<typeof pricingConfig>;

const invalid = 'adminPricing.validation.amount';
const required = 'adminPricing.validation.required';
const minor = z.number({ error: invalid }).int(invalid).min(0, invalid).max(100_000_000, invalid);

/** POST /api/pricing/config: the whole configuration, amounts in base minor units. */
export const pricingConfigSaveBody = z.object({
  baseRatePerFoot: minor.min(1, invalid),
  boatLengthOptions: z
    .array(
      z.object({
        value: z
          .number({ error: 'adminPricing.validation.length' })
          .int('adminPricing.validation.length')
          .min(1, 'adminPricing.validation.length')
          .max(1000, 'adminPricing.validation.length'),
        label: z.string({ error: required }).trim().min(1, required).max(100),
      }),
    )
    .max(50),
  additionalServices: z
    .array(
      z.object({
        id: z.string().trim().max(100).optional(),
        name: z.string({ error: required }).trim().min(1, required).max(200),
        pricePerFoot: minor,
        description: z.string().trim().max(1000).default(''),
      }),
    )
    .max(50),
  vipMembership: z.object({
    monthlyPrice: minor,
    discountPercentage: z
      .number({ error: 'adminPricing.validation.percent' })
      .min(0, 'adminPricing.validation.percent')
      .max(100, 'adminPricing.validation.percent'),
  }),
  /** Absent: unchanged. At most the offers a market range reads. */
  marketMinOffers: z
    .number({ error: 'adminPricing.validation.marketMinOffers' })
    .int('adminPricing.validation.marketMinOffers')
    .min(1, 'adminPricing.validation.marketMinOffers')
    .max(MARKET_SAMPLE_LIMIT, 'adminPricing.validation.marketMinOffers')
    .optional(),
});
export type PricingConfigSave = z.output<typeof pricingConfigSaveBody>;

export const country = z.object({
  code: z.enum(COUNTRY_CODES),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  locale: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  boundingBox: z.object({
    north: z.number(),
    south: z.number(),
    east: z.number(),
    west: z.number(),
  }),
});

/**
 * GET /api/settings/global and /settings/global: the site's country, filled from the constants.
 * `updated_date` is null until an admin has chosen (the site keeps its built-in defaults).
 */
export const globalSettings = z.object({ country, updated_date: z.string().nullable() });
export type GlobalSettings = z.infer<typeof globalSettings>;

/** POST /api/settings/global: the country by its code; the rest comes from the constants. */
export const globalSettingsSaveBody = z.object({
  country: z.object({
    code: z.enum(COUNTRY_CODES, { error: 'adminGlobalSettings.validation.country' }),
  }),
});

export const countryList = Object.values(COUNTRIES);

/** Months each care item lasts (the admin's setting; these when none is saved). */
const months = z
  .number({ error: 'adminPricing.care.months' })
  .int('adminPricing.care.months')
  .min(1, 'adminPricing.care.months')
  .max(120, 'adminPricing.care.months');
export const careIntervals = z.object({
  waxMonths: months,
  ceramicMonths: months,
  engineServiceMonths: months,
});
export type CareIntervals = z.infer<typeof careIntervals>;
export const DEFAULT_CARE_INTERVALS: CareIntervals = {
  waxMonths: 3,
  ceramicMonths: 24,
  engineServiceMonths: 12,
};
