import { z } from 'zod';
import { fromBaseMinor, toBaseMinor, type Currency } from '@boatcare/shared-domain/core';
import {
  pricingConfigSaveBody,
  type PricingConfigView,
} from '@boatcare/shared-domain/schemas/pricing-config';

/** The form's values as typed: the saved configuration's shape, numbers as text. */
const typed = z.object({
  baseRatePerFoot: z.string(),
  boatLengthOptions: z.array(z.object({ value: z.string(), label: z.string() })),
  additionalServices: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      pricePerFoot: z.string(),
      description: z.string(),
    }),
  ),
  vipMembership: z.object({ monthlyPrice: z.string(), discountPercentage: z.string() }),
  marketMinOffers: z.string(),
});
export type PricingDraft = z.input<typeof typed>;

const shown = (minor: number, currency: Currency) => fromBaseMinor(minor, currency).toFixed(2);
/** A typed amount (comma or dot decimals) in base minor units; NaN is refused by the rule. */
const minor = (text: string, currency: Currency) =>
  toBaseMinor(Number(text.replace(',', '.')), currency);

/**
 * The pricing form: the typed values, amounts in the admin's currency, converted and checked by
 * the shared save body (its limits and messages), whose paths are the form's.
 */
export const pricingForm = (currency: Currency) =>
  typed
    .transform((draft): z.input<typeof pricingConfigSaveBody> => ({
      baseRatePerFoot: minor(draft.baseRatePerFoot, currency),
      boatLengthOptions: draft.boatLengthOptions.map((option) => ({
        value: Number(option.value),
        label: option.label,
      })),
      additionalServices: draft.additionalServices.map((service) => ({
        ...(service.id ? { id: service.id } : {}),
        name: service.name,
        pricePerFoot: minor(service.pricePerFoot, currency),
        description: service.description,
      })),
      vipMembership: {
        monthlyPrice: minor(draft.vipMembership.monthlyPrice, currency),
        discountPercentage: Number(draft.vipMembership.discountPercentage.replace(',', '.')),
      },
      marketMinOffers: Number(draft.marketMinOffers),
    }))
    .pipe(pricingConfigSaveBody);

export function draftOf(config: PricingConfigView, currency: Currency): PricingDraft {
  return {
    baseRatePerFoot: shown(config.baseRatePerFoot, currency),
    boatLengthOptions: config.boatLengthOptions.map((option) => ({
      value: String(option.value),
      label: option.label,
    })),
    additionalServices: config.additionalServices.map((service) => ({
      id: service.id,
      name: service.name,
      pricePerFoot: shown(service.pricePerFoot, currency),
      description: service.description,
    })),
    vipMembership: {
      monthlyPrice: shown(config.vipMembership.monthlyPrice, currency),
      discountPercentage: String(config.vipMembership.discountPercentage),
    },
    marketMinOffers: String(config.marketMinOffers),
  };
}
