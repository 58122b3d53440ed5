import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@boatcare/shared-domain/core';

const CURRENCY_KEY = 'currency';

const storedValue = () =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(CURRENCY_KEY);
const stored = () => {
  const value = storedValue();
  return isCurrency(value) ? value : DEFAULT_CURRENCY;
};

/** Whether the visitor has chosen a currency (else the site's country may set it). */
export const hasChosenCurrency = () => isCurrency(storedValue());

/** The chosen display currency, kept in localStorage under `currency`. */
export const currencyStore = createStore<{ currency: Currency; setCurrency(c: Currency): void }>()(
  (set) => ({
    currency: stored(),
    setCurrency(currency) {
      localStorage.setItem(CURRENCY_KEY, currency);
      set({ currency });
    },
  }),
);

export const useCurrency = () => useStore(currencyStore, (s) => s.currency);

/**
 * Until a visitor chooses a currency, the site shows the currency of the country an admin has
 * chosen (where the site can show it): `settings` is a `GET /settings/global` answer, checked
 * by hand (the islands have no schemas). Settings an admin never saved change nothing.
 */
export function adoptCurrencyOf(settings: unknown) {
  if (hasChosenCurrency() || typeof settings !== 'object' || settings === null) return;
  const { country, updated_date } = settings as {
    country?: { currency?: unknown };
    updated_date?: unknown;
  };
  if (updated_date && isCurrency(country?.currency))
    currencyStore.setState({ currency: country.currency });
}
