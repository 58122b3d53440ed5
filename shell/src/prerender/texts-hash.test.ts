import { describe, expect, it } from 'vitest';
import en from '@boatcare/shared-domain/i18n/en_translation.json';
import { pickSections, textsHash } from './texts-hash.ts';

describe('textsHash', () => {
  it('does not depend on key order (the stored file may add keys in another order)', () => {
    expect(textsHash({ a: 'x', b: { c: 'y', d: 'z' } })).toBe(
      textsHash({ b: { d: 'z', c: 'y' }, a: 'x' }),
    );
    const reversed = Object.fromEntries(Object.entries(en).reverse());
    expect(textsHash(reversed)).toBe(textsHash(en));
  });

  it('changes when a text or a key changes', () => {
    const base = textsHash({ home: { title: 'A spotless boat' } });
    expect(textsHash({ home: { title: 'A spotless boat!' } })).not.toBe(base);
    expect(textsHash({ home: { heading: 'A spotless boat' } })).not.toBe(base);
    expect(textsHash({ home: { title: { x: 'A spotless boat' } } })).not.toBe(base);
  });
});

describe('pickSections', () => {
  it('keeps only the named sections, so a text elsewhere does not change the fingerprint', () => {
    const texts = { home: { title: 'Boats' }, nav: { faq: 'FAQ' }, admin: { title: 'Admin' } };
    expect(pickSections(texts, ['home', 'nav', 'missing'])).toEqual({
      home: { title: 'Boats' },
      nav: { faq: 'FAQ' },
    });
    const edited = { ...texts, admin: { title: 'Back office' } };
    expect(textsHash(pickSections(edited, ['home', 'nav']))).toBe(
      textsHash(pickSections(texts, ['home', 'nav'])),
    );
    expect(pickSections('not a file', ['home'])).toEqual({});
  });
});
