import { pathTo, type RouteName } from '@boatcare/shared-domain/core';

/**
 * The absolute URL of a screen of the site (emails, payment return pages), from the table of
 * screens (shared-domain/src/screens.ts): `siteUrl(PUBLIC_ORIGIN, 'da', 'requestDetail',
 * { id })` is `https://site/da/requests/<id>`. `query` is added as the URL's query string.
 */
export function siteUrl(
  origin: string,
  lng: string,
  name: RouteName,
  params: Record<string, string | number> = {},
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${origin.replace(/\/$/, '')}${pathTo(lng, name, params)}${search ? `?${search}` : ''}`;
}
