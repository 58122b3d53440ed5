import { LOCALE_BY_LANGUAGE } from '@boatcare/shared-domain/core';

/** A length or distance with its unit in the language's words ("32 ft", "32 fod", "50 km"). */
export function formatUnit(value: number, unit: 'foot' | 'kilometer', language: string): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language] ?? 'en-GB', {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
