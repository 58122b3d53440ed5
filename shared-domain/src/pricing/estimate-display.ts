import { fromBaseMinor, LOCALE_BY_LANGUAGE, type Currency } from '../locale.ts';
import { roundedEstimate, type PriceRange } from './estimate.ts';

/**
 * "DKK 2,150 – 2,900": an estimate (base minor units) rounded outwards to its currency's step
 * (roundedEstimate), in whole units of the reader's currency and language.
 */
export function formatEstimate(range: PriceRange, currency: Currency, language: string): string {
  const rounded = roundedEstimate(range, currency);
  const [min, max] = [rounded.min, rounded.max].map((minor) =>
    Math.round(fromBaseMinor(minor, currency)),
  ) as [number, number];
  const format = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language] ?? 'en-GB', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  return format.formatRange
    ? format.formatRange(min, max)
    : `${format.format(min)} – ${format.format(max)}`;
}
