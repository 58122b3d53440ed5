import { describe, expect, it } from 'vitest';
import { layContentStrings } from './content-overlay.ts';

const strings = [
  {
    stringId: 'home.heroTitle',
    translations: [
      { language: 'en', value: 'Clean boats' },
      { language: 'da', value: 'Rene både' },
    ],
  },
  { stringId: 'promo.banner', translations: [{ language: 'en', value: 'Spring offer' }] },
  { stringId: '__proto__.polluted', translations: [{ language: 'en', value: 'x' }] },
];

describe('layContentStrings', () => {
  const texts = { home: { heroTitle: 'A spotless boat', heroText: 'Book it' } };

  it('puts each string at its key in the page language, making missing sections', () => {
    expect(layContentStrings(texts, strings, 'en')).toEqual({
      home: { heroTitle: 'Clean boats', heroText: 'Book it' },
      promo: { banner: 'Spring offer' },
    });
    expect(layContentStrings(texts, strings, 'da')).toEqual({
      home: { heroTitle: 'Rene både', heroText: 'Book it' },
    });
  });

  it('leaves the translation file as it was and refuses prototype keys', () => {
    layContentStrings(texts, strings, 'en');
    expect(texts.home.heroTitle).toBe('A spotless boat');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
