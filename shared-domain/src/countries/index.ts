/**
 * The countries the admin's global setting may choose (the spec's constants). The country sets
 * the site's default currency and the bounds of address search and maps.
 */
export const COUNTRY_CODES = ['DK', 'SE', 'DE'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface Country {
  code: CountryCode;
  name: string;
  currency: string;
  currencySymbol: string;
  locale: string;
  coordinates: { lat: number; lng: number };
  boundingBox: { north: number; south: number; east: number; west: number };
}

export const COUNTRIES: Record<CountryCode, Country> = {
  DK: {
    code: 'DK',
    name: 'Denmark',
    currency: 'DKK',
    currencySymbol: 'kr',
    locale: 'da-DK',
    coordinates: { lat: 56.2639, lng: 9.5018 },
    boundingBox: { north: 57.7525, south: 54.5592, east: 15.1972, west: 8.0753 },
  },
  SE: {
    code: 'SE',
    name: 'Sweden',
    currency: 'SEK',
    currencySymbol: 'kr',
    locale: 'sv-SE',
    coordinates: { lat: 60.1282, lng: 18.6435 },
    boundingBox: { north: 69.0605, south: 55.3371, east: 24.1567, west: 11.1083 },
  },
  DE: {
    code: 'DE',
    name: 'Germany',
    currency: 'EUR',
    currencySymbol: '€',
    locale: 'de-DE',
    coordinates: { lat: 51.1657, lng: 10.4515 },
    boundingBox: { north: 55.0583, south: 47.2702, east: 15.0419, west: 5.8663 },
  },
};

/** The country while the admin has chosen none. */
export const DEFAULT_COUNTRY: CountryCode = 'DK';

export const isCountryCode = (value: unknown): value is CountryCode =>
  (COUNTRY_CODES as readonly unknown[]).includes(value);

const LOCALES: Record<string, string> = { en: 'en-GB', da: 'da-DK' };

/**
 * A country's name in the page's language from the platform's own data (Intl.DisplayNames:
 * "Denmark", "Danmark", "Tyskland"), for any ISO 3166 code; the code itself where unknown.
 */
export function countryName(code: string, language: string): string {
  try {
    const names = new Intl.DisplayNames([LOCALES[language] ?? 'en-GB'], { type: 'region' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
