import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName } from './index.ts';

describe('countryName', () => {
  it("names the admin's countries and the harbours' in English and Danish", () => {
    expect(COUNTRY_CODES.map((code) => countryName(code, 'en'))).toEqual([
      'Denmark',
      'Sweden',
      'Germany',
    ]);
    expect(COUNTRY_CODES.map((code) => countryName(code, 'da'))).toEqual([
      'Danmark',
      'Sverige',
      'Tyskland',
    ]);
    expect(['NO', 'FI'].map((code) => countryName(code, 'da'))).toEqual(['Norge', 'Finland']);
  });

  it('falls back to English for another language and to the code for a non-code', () => {
    expect(countryName('DK', 'ae')).toBe('Denmark');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});
