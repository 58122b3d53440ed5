import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { currencyName, formatMoneyIn, useMoney } from './useMoney.ts';
import { currencyStore, displayCurrency } from './currency.ts';
import { formatUnit } from './units.ts';

/** Intl puts no-break spaces between amount and symbol; the tests read them as spaces. */
const plain = (text: string) => text.replace(/\s/gu, ' ');
/** Base minor units: 100.00 USD. */
const HUNDRED_DOLLARS = 100_00;

function Price() {
  const money = useMoney();
  return <p>{money(HUNDRED_DOLLARS)}</p>;
}

afterEach(async () => {
  localStorage.clear();
  currencyStore.setState({ chosen: null });
  await i18n.changeLanguage('en');
});

describe('the money formatter', () => {
  it("converts base units by the spec's rates and labels the currency, in the language's style", () => {
    expect(plain(formatMoneyIn(HUNDRED_DOLLARS, 'USD', 'en'))).toBe('US$100.00');
    expect(plain(formatMoneyIn(HUNDRED_DOLLARS, 'DKK', 'en'))).toBe('DKK 641.00');
    expect(plain(formatMoneyIn(HUNDRED_DOLLARS, 'EUR', 'en'))).toBe('€86.00');
    expect(plain(formatMoneyIn(HUNDRED_DOLLARS, 'DKK', 'da'))).toBe('641,00 kr.');
    expect(plain(formatMoneyIn(HUNDRED_DOLLARS, 'USD', 'da'))).toBe('100,00 US$');
    expect(plain(formatMoneyIn(1_234_56, 'DKK', 'da', 0))).toBe('7.914 kr.');
  });

  it("names a currency in the page's language", () => {
    expect(currencyName('USD', 'en')).toBe('US Dollar');
    expect(currencyName('USD', 'da')).toBe('amerikansk dollar');
  });

  it("shows a visitor the language's currency, and a person their chosen one", async () => {
    expect(displayCurrency(null, 'en')).toBe('USD');
    expect(displayCurrency(null, 'da')).toBe('DKK');
    expect(displayCurrency('EUR', 'da')).toBe('EUR');
    render(<Price />);
    expect(screen.getByText('US$100.00')).toBeTruthy();
    await act(() => i18n.changeLanguage('da'));
    expect(screen.getByText('641,00 kr.')).toBeTruthy();
    // Chosen in the settings (or at sign-in): the same currency in either language.
    act(() => currencyStore.getState().setCurrency('EUR'));
    expect(screen.getByText('86,00 €')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('€86.00')).toBeTruthy();
    expect(localStorage.getItem('currency')).toBe('EUR');
  });

  it('writes units in the language', () => {
    expect(plain(formatUnit(32, 'foot', 'en'))).toBe('32 ft');
    expect(plain(formatUnit(32, 'foot', 'da'))).toBe('32 fod');
    expect(plain(formatUnit(50, 'kilometer', 'da'))).toBe('50 km');
  });
});
