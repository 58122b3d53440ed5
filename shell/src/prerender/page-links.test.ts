import { describe, expect, it } from 'vitest';
import { LANGUAGES, PUBLIC_PAGE_REFS, pathTo } from '@boatcare/shared-domain/core';
import { pageLinks } from './page-links.ts';

const ORIGIN = 'https://boatcare.example';

/** The links' rel, hreflang and href, read back from the tags. */
const parse = (tags: string[]) =>
  tags.map((tag) => ({
    rel: /rel="([^"]+)"/.exec(tag)?.[1],
    hreflang: /hreflang="([^"]+)"/.exec(tag)?.[1],
    href: /href="([^"]+)"/.exec(tag)?.[1],
  }));

describe('canonical and hreflang links of the public pages', () => {
  for (const { name, params } of PUBLIC_PAGE_REFS)
    for (const language of LANGUAGES) {
      const path = pathTo(language, name, params);
      it(`${path}: absolute canonical to itself, alternates en, da and x-default`, () => {
        const alternates = { en: pathTo('en', name, params), da: pathTo('da', name, params) };
        const links = parse(pageLinks({ path, alternates }, ORIGIN));
        expect(links.filter((l) => l.rel === 'canonical')).toEqual([
          { rel: 'canonical', hreflang: undefined, href: `${ORIGIN}${path}` },
        ]);
        expect(links.filter((l) => l.rel === 'alternate')).toEqual([
          { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}${alternates.en}` },
          { rel: 'alternate', hreflang: 'da', href: `${ORIGIN}${alternates.da}` },
          { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}${alternates.en}` },
        ]);
      });
    }
});
