import {
  fromBaseMinor,
  toBaseMinor,
  type Currency,
  type PricingConfigSave,
  type PricingConfigView,
} from '@boatcare/shared-domain';

/** The form's values as typed: amounts in the admin's currency, as text. */
export interface PricingDraft {
  baseRatePerFoot: string;
  boatLengthOptions: { key: string; value: string; label: string }[];
  additionalServices: {
    key: string;
    id: string;
    name: string;
    pricePerFoot: string;
    description: string;
  }[];
  monthlyPrice: string;
  discountPercentage: string;
}

const shown = (minor: number, currency: Currency) => fromBaseMinor(minor, currency).toFixed(2);
/** A typed amount (comma or dot decimals) in base minor units; NaN stays NaN for the server. */
const minor = (typed: string, currency: Currency) =>
  toBaseMinor(Number(typed.replace(',', '.')), currency);

export function draftOf(config: PricingConfigView, currency: Currency): PricingDraft {
  return {
    baseRatePerFoot: shown(config.baseRatePerFoot, currency),
    boatLengthOptions: config.boatLengthOptions.map((option) => ({
      key: crypto.randomUUID(),
      value: String(option.value),
      label: option.label,
    })),
    additionalServices: config.additionalServices.map((service) => ({
      key: crypto.randomUUID(),
      id: service.id,
      name: service.name,
      pricePerFoot: shown(service.pricePerFoot, currency),
      description: service.description,
    })),
    monthlyPrice: shown(config.vipMembership.monthlyPrice, currency),
    discountPercentage: String(config.vipMembership.discountPercentage),
  };
}

export function bodyOf(draft: PricingDraft, currency: Currency): PricingConfigSave {
  return {
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
      monthlyPrice: minor(draft.monthlyPrice, currency),
      discountPercentage: Number(draft.discountPercentage.replace(',', '.')),
    },
  };
}
