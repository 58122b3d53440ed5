import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import {
  CURRENCY_BY_LANGUAGE,
  DEFAULT_CURRENCY,
  isCurrency,
  type Currency,
  type Language,
} from '@boatcare/shared-domain/core';

const CURRENCY_KEY = 'currency';

const stored = (): Currency | null => {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(CURRENCY_KEY);
  return isCurrency(value) ? value : null;
};

/**
 * The currency a person chose, kept in localStorage under `currency`: a signed-in person's
 * settings (set at sign-in, registration and on the settings page), or a visitor's pick (the
 * language switch sets the language's). Null until then.
 */
export const currencyStore = createStore<{
  chosen: Currency | null;
  setCurrency(c: Currency): void;
}>()((set) => ({
  chosen: stored(),
  setCurrency(currency) {
    localStorage.setItem(CURRENCY_KEY, currency);
    set({ chosen: currency });
  },
}));

/**
 * The one display currency of a person: the one they chose, else the page language's (the
 * spec: USD for English, DKK for Danish).
 */
export function displayCurrency(chosen: Currency | null, language: string | undefined): Currency {
  return chosen ?? CURRENCY_BY_LANGUAGE[language as Language] ?? DEFAULT_CURRENCY;
}

/** The chosen currency, or null (an island without i18n combines it with its language). */
export const useChosenCurrency = () => useStore(currencyStore, (s) => s.chosen);

/** The display currency in the interface language (`displayCurrency`). */
export function useCurrency(): Currency {
  const chosen = useChosenCurrency();
  const { i18n } = useTranslation();
  return displayCurrency(chosen, i18n.language);
}
