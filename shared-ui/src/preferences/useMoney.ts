import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@boatcare/shared-domain/core';
import { useCurrency } from './currency.ts';

/** Formats base minor units in the chosen currency and the interface language. */
export function useMoney() {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  return useCallback(
    (amountMinor: number, fractionDigits = 2) =>
      formatMoney(amountMinor, currency, i18n.language, fractionDigits),
    [currency, i18n.language],
  );
}
