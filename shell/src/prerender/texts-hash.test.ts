import { describe, expect, it } from 'vitest';
import en from '@boatcare/shared-domain/i18n/en_translation.json';
import { textsHash } from './texts-hash.ts';

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
