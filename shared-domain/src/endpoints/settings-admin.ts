import { z } from 'zod';
import { UserType } from '../enums.ts';
import {
  careIntervals,
  globalSettings,
  globalSettingsSaveBody,
  pricingConfig,
  pricingConfigSaveBody,
} from '../schemas/pricing-config.ts';

import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'backoffice',
  prefixes: ['/api/pricing', '/api/settings'],
  tags: ['pricing'],
  roles: [UserType.Admin],
  limit: LIMITS.admin,
});

export const pricing = endpoint({
  method: 'GET',
  path: '/api/pricing/config',
  response: pricingConfig,
  roles: 'public',
  summary: 'The pricing configuration (base minor units); public, as GET /pricing/config',
});

export const savePricing = endpoint({
  method: 'POST',
  path: '/api/pricing/config',
  invalidates: 'public',
  body: pricingConfigSaveBody,
  response: pricingConfig.extend({ message: z.string() }),
  summary:
    'Replace the pricing configuration: the estimate, the VIP price shown and the VIP price charged follow it',
});

export const settings = endpoint({
  method: 'GET',
  path: '/api/settings/global',
  response: globalSettings,
  roles: 'public',
  summary: "The site's country with its currency and bounds; public, as GET /settings/global",
  tags: ['settings'],
});

export const saveSettings = endpoint({
  method: 'POST',
  path: '/api/settings/global',
  invalidates: 'public',
  body: globalSettingsSaveBody,
  response: globalSettings.extend({ message: z.string() }),
  summary: "Choose the site's country (its currency and bounds come from the constants)",
  tags: ['settings'],
});

export const careIntervalsGet = endpoint({
  method: 'GET',
  path: '/api/pricing/care',
  response: careIntervals,
  summary:
    "Months a wax and a ceramic coating last and between engine services: boats' due dates and reminders",
});

export const saveCareIntervals = endpoint({
  method: 'POST',
  path: '/api/pricing/care',
  body: careIntervals,
  response: careIntervals.extend({ message: z.string() }),
  summary: "Change the care intervals; every boat's due dates follow",
});
