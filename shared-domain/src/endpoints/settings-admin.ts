import { z } from 'zod';
import { UserType } from '../enums.ts';
import {
  globalSettings,
  globalSettingsSaveBody,
  pricingConfig,
  pricingConfigSaveBody,
} from '../schemas/pricing-config.ts';
import { defineEndpoint } from './define.ts';

export const pricing = defineEndpoint({
  method: 'GET',
  path: '/api/pricing/config',
  response: pricingConfig,
  roles: [UserType.Admin],
  errors: [400],
  summary: 'The pricing configuration for editing (base minor units)',
  tags: ['pricing'],
});

export const savePricing = defineEndpoint({
  method: 'POST',
  path: '/api/pricing/config',
  body: pricingConfigSaveBody,
  response: pricingConfig.extend({ message: z.string() }),
  roles: [UserType.Admin],
  summary:
    'Replace the pricing configuration: the estimate, the VIP price shown and the VIP price charged follow it',
  tags: ['pricing'],
});

export const settings = defineEndpoint({
  method: 'GET',
  path: '/api/settings/global',
  response: globalSettings,
  roles: [UserType.Admin],
  errors: [400],
  summary: "The site's country with its currency and bounds",
  tags: ['settings'],
});

export const saveSettings = defineEndpoint({
  method: 'POST',
  path: '/api/settings/global',
  body: globalSettingsSaveBody,
  response: globalSettings.extend({ message: z.string() }),
  roles: [UserType.Admin],
  summary: "Choose the site's country (its currency and bounds come from the constants)",
  tags: ['settings'],
});
