import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  formatRating,
  fromBaseMinor,
  toBaseMinor,
} from './locale.ts';

describe('currency', () => {
  it('converts base cents with the spec rates', () => {
    expect(fromBaseMinor(100_00, 'DKK')).toBeCloseTo(641);
    expect(fromBaseMinor(100_00, 'EUR')).toBeCloseTo(86);
    expect(toBaseMinor(641, 'DKK')).toBe(100_00);
  });
  it('formats money with two decimals in the chosen currency', () => {
    expect(formatMoney(123_45, 'USD', 'en')).toBe('US$123.45');
    expect(formatMoney(100_00, 'DKK', 'da').replace(/\s/g, ' ')).toBe('641,00 kr.');
  });
});

describe('formatDate', () => {
  it('shows dd/mm/yyyy, or N/A', () => {
    expect(formatDate('2026-03-09T10:00:00Z')).toBe('09/03/2026');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });
  it('writes the day first in every language, in its own digits style', () => {
    expect(formatDate('2026-07-12T10:00:00Z', 'en')).toBe('12/07/2026');
    expect(formatDate('2026-07-12T10:00:00Z', 'da')).toBe('12.07.2026');
  });
  it('adds the time to a moment', () => {
    expect(formatDateTime('2026-07-12T10:05:00Z', 'en', 'UTC')).toBe('12/07/2026, 10:05');
    expect(formatDateTime('2026-07-12T10:05:00Z', 'da', 'UTC')).toBe('12.07.2026, 10.05');
  });
});

describe('formatPercent', () => {
  it('shows one decimal in the language style', () => {
    expect(formatPercent(50, 'en')).toBe('50.0%');
    expect(formatPercent(12.34, 'da').replace(/\s/g, ' ')).toBe('12,3 %');
  });
});

describe('formatRating', () => {
  it('shows one decimal in the language of the page', () => {
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating(4.25, 'da')).toBe('4,3');
  });
});
