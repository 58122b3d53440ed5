import { CURRENCY_RATES, LOCALE_BY_LANGUAGE, type Currency } from '../locale.ts';
import type { PriceRange } from './estimate.ts';

/** An estimate is a guide, not a quote: it is shown in whole steps of the reader's currency. */
export const ESTIMATE_STEP: Record<Currency, number> = { USD: 10, EUR: 10, DKK: 50 };

/**
 * An estimate (base minor units) in the reader's currency, each end rounded to the nearest step
 * (DKK 50, USD or EUR 10), never below one step and the top never below the bottom.
 */
export function roundedEstimate(range: PriceRange, currency: Currency): PriceRange {
  const step = ESTIMATE_STEP[currency];
  const round = (minor: number) =>
    Math.max(step, Math.round(((minor / 100) * CURRENCY_RATES[currency]) / step) * step);
  const min = round(range.min);
  return { min, max: Math.max(min, round(range.max)) };
}

/** "DKK 2,150 – 2,900": a rounded estimate as a range, whole units, in the reader's language. */
export function formatEstimate(range: PriceRange, currency: Currency, language: string): string {
  const { min, max } = roundedEstimate(range, currency);
  const format = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language] ?? 'en-GB', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  return format.formatRange
    ? format.formatRange(min, max)
    : `${format.format(min)} – ${format.format(max)}`;
}
