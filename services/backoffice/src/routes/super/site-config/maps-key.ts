import { MAPS_KEY_SITE_KEY } from '@boatcare/shared-domain/schemas/site-config';

type PublicEntry = { site_key: string; site_value: string };

/**
 * The public entries with the Google Maps browser key (ADR 0012): an admin's
 * `google_maps_api_key` entry wins; without one, `GOOGLE_MAPS_API_KEY` from the environment is
 * added. A browser key is public by nature (it is restricted by HTTP referrer at Google).
 */
export function withMapsKey(
  entries: PublicEntry[],
  env: NodeJS.ProcessEnv = process.env,
): PublicEntry[] {
  const fromEnv = env.GOOGLE_MAPS_API_KEY?.trim();
  if (!fromEnv || entries.some((entry) => entry.site_key === MAPS_KEY_SITE_KEY)) return entries;
  return [...entries, { site_key: MAPS_KEY_SITE_KEY, site_value: fromEnv }];
}
