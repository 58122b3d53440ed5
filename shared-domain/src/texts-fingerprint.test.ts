import { describe, expect, it } from 'vitest';
import en from './i18n/en_translation.json' with { type: 'json' };
import { pageFingerprint, sectionFingerprints, textsHash } from './texts-fingerprint.ts';

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

describe('pageFingerprint', () => {
  const texts = { home: { title: 'Boats' }, nav: { faq: 'FAQ' }, admin: { title: 'Admin' } };
  const page = (tree: object) => pageFingerprint(sectionFingerprints(tree), ['home', 'nav']);

  it('changes with a text of a section the page reads, not with one elsewhere', () => {
    expect(page({ ...texts, admin: { title: 'Back office' } })).toBe(page(texts));
    expect(page({ ...texts, nav: { faq: 'Help' } })).not.toBe(page(texts));
  });

  it('changes when a section the page reads is missing', () => {
    const { nav: _nav, ...withoutNav } = texts;
    expect(page(withoutNav)).not.toBe(page(texts));
  });
});
