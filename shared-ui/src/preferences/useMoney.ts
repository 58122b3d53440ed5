import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, LOCALE_BY_LANGUAGE, type Currency } from '@boatcare/shared-domain/core';
import { useCurrency } from './currency.ts';

/**
 * The one money formatter of the apps: base minor units (US cents) converted by the spec's
 * rates into `currency` and written with its symbol or code, in the language's style
 * ("US$1,234.00", "1.234,00 kr."). Islands, which have no i18n, call it with their language.
 */
export function formatMoneyIn(
  amountMinor: number,
  currency: Currency,
  language: string,
  fractionDigits = 2,
): string {
  return formatMoney(amountMinor, currency, language, fractionDigits);
}

/** A currency's name in the language ("US dollar", "amerikanske dollar"). */
export function currencyName(currency: Currency, language: string): string {
  const names = new Intl.DisplayNames([LOCALE_BY_LANGUAGE[language] ?? 'en-GB'], {
    type: 'currency',
  });
  return names.of(currency) ?? currency;
}

/** Formats base minor units in the person's display currency (`useCurrency`) and language. */
export function useMoney() {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  return useCallback(
    (amountMinor: number, fractionDigits = 2) =>
      formatMoneyIn(amountMinor, currency, i18n.language, fractionDigits),
    [currency, i18n.language],
  );
}
