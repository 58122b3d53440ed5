import { z } from 'zod';
import { siteConfigEntry } from './admin.ts';

const required = 'siteConfig.validation.required';
const siteKey = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(100)
  .regex(/^[\w.-]+$/, 'siteConfig.validation.key_format');
const siteValue = z.string({ error: required }).trim().min(1, required).max(5000);

export const siteConfigCreateBody = z.object({ site_key: siteKey, site_value: siteValue });
/** The spec's client sends only `site_value`; a new `site_key` may be sent too. */
export const siteConfigUpdateBody = z.object({
  site_key: siteKey.optional(),
  site_value: siteValue,
});

export const siteConfigList = z.object({ data: z.array(siteConfigEntry) });
/** One entry with its fields at the top level (the client reads `site_key`), plus a message. */
export const siteConfigResponse = siteConfigEntry.extend({ message: z.string() });

/**
 * The public site configuration entry that holds the Google Maps browser key (ADR 0012). The
 * back office answers it from `GOOGLE_MAPS_API_KEY` unless an admin has set this entry. No
 * value: the offline address picker and map.
 */
export const MAPS_KEY_SITE_KEY = 'google_maps_api_key';
