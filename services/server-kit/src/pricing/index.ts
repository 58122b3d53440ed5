import { DEFAULT_PRICING } from '@boatcare/shared-domain/pricing';
import {
  DEFAULT_CARE_INTERVALS,
  type CareIntervals,
  type PricingConfigView,
} from '@boatcare/shared-domain/schemas/pricing-config';
import { PricingConfigModel } from '../models/pricing-config.ts';

/**
 * The one reading of the admin's pricing configuration, shared by the back office (what the
 * site shows), marketplace (the estimate) and payments (the VIP price charged): the stored
 * document, field by field falling back to DEFAULT_PRICING.
 */
export async function readPricingConfig(): Promise<PricingConfigView> {
  const stored = await PricingConfigModel.findOne().sort({ created_date: 1 }).lean();
  const vip = stored?.vipMembership;
  return {
    baseRatePerFoot: stored?.baseRatePerFoot ?? DEFAULT_PRICING.baseRatePerFoot,
    boatLengthOptions: stored?.boatLengthOptions
      ? stored.boatLengthOptions.map((option) => ({
          value: option.value ?? 0,
          label: option.label ?? '',
        }))
      : DEFAULT_PRICING.boatLengthOptions,
    additionalServices: (stored?.additionalServices ?? []).map((service) => ({
      id: service.id ?? '',
      name: service.name ?? '',
      pricePerFoot: service.pricePerFoot ?? 0,
      description: service.description ?? '',
    })),
    vipMembership: {
      monthlyPrice: vip?.monthlyPrice ?? DEFAULT_PRICING.vipMembership.monthlyPrice,
      discountPercentage:
        vip?.discountPercentage ?? DEFAULT_PRICING.vipMembership.discountPercentage,
    },
    marketMinOffers: stored?.marketMinOffers ?? DEFAULT_PRICING.marketMinOffers,
  };
}

/**
 * The admin's care intervals (months a wax or ceramic coating lasts, between engine services):
 * boats' due dates and reminders (marketplace) and the back office's form read them here.
 */
export async function readCareIntervals(): Promise<CareIntervals> {
  const stored = await PricingConfigModel.findOne({}, { careIntervals: 1 })
    .sort({ created_date: 1 })
    .lean();
  const saved = stored?.careIntervals;
  return {
    waxMonths: saved?.waxMonths ?? DEFAULT_CARE_INTERVALS.waxMonths,
    ceramicMonths: saved?.ceramicMonths ?? DEFAULT_CARE_INTERVALS.ceramicMonths,
    engineServiceMonths: saved?.engineServiceMonths ?? DEFAULT_CARE_INTERVALS.engineServiceMonths,
  };
}

/** Saves the care intervals on the pricing configuration's one document. */
export async function saveCareIntervals(intervals: CareIntervals): Promise<CareIntervals> {
  await PricingConfigModel.findOneAndUpdate(
    {},
    { $set: { careIntervals: intervals } },
    { sort: { created_date: 1 }, upsert: true },
  );
  return readCareIntervals();
}
