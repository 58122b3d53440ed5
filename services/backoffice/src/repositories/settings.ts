import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  isCountryCode,
  type CountryCode,
} from '@boatcare/shared-domain/countries';
import {
  type GlobalSettings,
  type PricingConfigSave,
} from '@boatcare/shared-domain/schemas/pricing-config';
import { PricingConfigModel } from '@boatcare/server-kit/models';
import { GlobalSettingsModel } from '../models/global-settings.ts';

/** The site's country, filled from the constants; Denmark until an admin chooses. */
export async function readGlobalSettings(): Promise<GlobalSettings> {
  const stored = await GlobalSettingsModel.findOne().sort({ created_date: 1 }).lean();
  const code = isCountryCode(stored?.countryCode) ? stored.countryCode : DEFAULT_COUNTRY;
  return {
    country: COUNTRIES[code],
    updated_date: stored?.updated_date ? new Date(stored.updated_date).toISOString() : null,
  };
}

/** Always the first document, so two first saves cannot leave two countries for long. */
export async function saveGlobalSettings(code: CountryCode): Promise<GlobalSettings> {
  await GlobalSettingsModel.findOneAndUpdate(
    {},
    { $set: { countryCode: code } },
    { sort: { created_date: 1 }, upsert: true },
  );
  return readGlobalSettings();
}

/** Replaces the pricing configuration; read it back with server-kit's readPricingConfig. */
export async function savePricingConfig(input: PricingConfigSave): Promise<void> {
  await PricingConfigModel.findOneAndUpdate(
    {},
    {
      $set: {
        ...input,
        additionalServices: input.additionalServices.map((service) => ({
          ...service,
          id: service.id || crypto.randomUUID(),
        })),
      },
    },
    { sort: { created_date: 1 }, upsert: true },
  );
}
