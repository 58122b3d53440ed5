/** Languages of the interface. `ae` is accepted in paths and falls back to English texts. */
export const LANGUAGES = ['en', 'da'] as const;
export const PATH_LANGUAGES = ['en', 'da', 'ae'] as const;
export type Language = (typeof LANGUAGES)[number];
export type PathLanguage = (typeof PATH_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const CURRENCIES = ['USD', 'EUR', 'DKK'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/** The currency of every stored amount and of the admin's price forms (ADR 3). */
export const BASE_CURRENCY: Currency = 'USD';

/** Display rates per USD (the base currency). */
export const CURRENCY_RATES: Record<Currency, number> = { USD: 1, EUR: 0.86, DKK: 6.41 };

/** The language switch also picks the currency people there expect. */
export const CURRENCY_BY_LANGUAGE: Record<Language, Currency> = { en: 'USD', da: 'DKK' };

export function isPathLanguage(value: string | undefined): value is PathLanguage {
  return (PATH_LANGUAGES as readonly string[]).includes(value ?? '');
}

export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

/** Converts an amount in base minor units (US cents) to the chosen currency, as a decimal number. */
export function fromBaseMinor(amountMinor: number, currency: Currency): number {
  return (amountMinor / 100) * CURRENCY_RATES[currency];
}

/** Converts an amount typed in the chosen currency to base minor units (US cents). */
export function toBaseMinor(amount: number, currency: Currency): number {
  return Math.round((amount / CURRENCY_RATES[currency]) * 100);
}

export const LOCALE_BY_LANGUAGE: Record<string, string> = { en: 'en-GB', da: 'da-DK' };

/** Formats base minor units as money in the chosen currency, with two decimals. */
export function formatMoney(
  amountMinor: number,
  currency: Currency,
  language: string = DEFAULT_LANGUAGE,
  fractionDigits = 2,
): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language] ?? 'en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(fromBaseMinor(amountMinor, currency));
}

/** A date (or a date and time) as a Date, or null when absent or invalid. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Day, month and year in digits, day first in both languages. */
const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** A date in the language's own format; an absent or invalid date reads N/A. */
function formatIn(
  value: string | Date | null | undefined,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(value);
  if (!date) return 'N/A';
  return new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language] ?? 'en-GB', options).format(date);
}

/**
 * A day as the language writes it in digits, day first in both (the spec's dd/mm/yyyy in
 * English, dd.mm.yyyy in Danish), the calendar day in UTC; an absent or invalid date reads N/A.
 * The browser's pages use shared-ui's `formatDate`, which passes the page's language.
 */
export function formatDate(
  value: string | Date | null | undefined,
  language: string = DEFAULT_LANGUAGE,
): string {
  return formatIn(value, language, { ...DAY, timeZone: 'UTC' });
}

/** A moment (a message, a notification) as `formatDate` writes the day, with the local time. */
export function formatDateTime(
  value: string | Date | null | undefined,
  language: string = DEFAULT_LANGUAGE,
  timeZone?: string,
): string {
  return formatIn(value, language, {
    ...DAY,
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** A percentage (0-100) with one decimal, in the language's own style (50.0% / 50,0 %). */
export function formatPercent(value: number, language: string = DEFAULT_LANGUAGE): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language] ?? 'en-GB', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/** An average rating (1-5) with one decimal, in the language's own style (4.5 / 4,5). */
export function formatRating(value: number, language: string = DEFAULT_LANGUAGE): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language] ?? 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}
