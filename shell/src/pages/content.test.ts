import { describe, expect, it } from 'vitest';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import da from '@boatcare/shared-domain/i18n/da_translation.json' with { type: 'json' };
import { SERVICE_PAGE_SLUGS } from '@boatcare/shared-domain/core';
import { pageKeyOf } from './content-page/page-key.ts';
import { FAQ } from './faq/faq-content.ts';
import { HERO_SLIDES } from './home/parts/hero-slides.ts';
import {
  ABOUT_SECTIONS,
  PRIVACY_SECTIONS,
  TERMS_PROVIDER_SECTIONS,
  TERMS_USER_SECTIONS,
} from './legal-sections.ts';

type Tree = { [key: string]: string | Tree };
const text = (tree: Tree, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined),
      tree,
    );

/** Every key the public pages build from their section lists, checked in both languages. */
function expectTexts(keys: string[]) {
  for (const [language, tree] of [
    ['en', en],
    ['da', da],
  ] as const) {
    const missing = keys.filter(
      (key) => typeof text(tree as Tree, key) !== 'string' || text(tree as Tree, key) === '',
    );
    expect(missing, `${language} lacks`).toEqual([]);
  }
}

describe('texts of the public pages', () => {
  it('has a title and body for every legal and about section', () => {
    const sections = (base: string, ids: readonly string[]) =>
      ids.flatMap((id) => [`${base}.sections.${id}.title`, `${base}.sections.${id}.body`]);
    expectTexts([
      ...sections('privacy', PRIVACY_SECTIONS),
      ...sections('termsUser', TERMS_USER_SECTIONS),
      ...sections('termsProvider', TERMS_PROVIDER_SECTIONS),
      ...sections('about', ABOUT_SECTIONS),
    ]);
  });

  it('covers every section the spec lists for the privacy policy', () => {
    // The spec's list, in its order (one line: the list itself is in legal-sections.ts).
    expect(PRIVACY_SECTIONS.join(' ')).toBe(
      'introduction controller dataCollected purposes legalBasis sharing retention rights security complaints changes contact cookies',
    );
  });

  it('has a question and an answer for every FAQ item, and a title for every category', () => {
    const keys = Object.entries(FAQ).flatMap(([tab, categories]) =>
      (Object.entries(categories) as [string, readonly string[]][]).flatMap(([category, items]) => [
        `faq.${tab}.${category}.title`,
        ...items.flatMap((item) => [
          `faq.${tab}.${category}.items.${item}.q`,
          `faq.${tab}.${category}.items.${item}.a`,
        ]),
      ]),
    );
    expectTexts(keys);
  });

  it('has the title, description, heading, content and image of every footer service page', () => {
    const keys = SERVICE_PAGE_SLUGS.flatMap((slug) =>
      ['title', 'description', 'heading', 'content', 'image', 'imageAlt'].map(
        (field) => `pages.${pageKeyOf(slug)}.${field}`,
      ),
    );
    expectTexts(keys);
  });

  it('has a caption and an alternative text for each of the five hero slides', () => {
    expect(HERO_SLIDES).toHaveLength(5);
    expectTexts(
      HERO_SLIDES.flatMap((slide) => [
        `home.hero.slides.${slide.id}.caption`,
        `home.hero.slides.${slide.id}.alt`,
      ]),
    );
  });

  it('keeps the fallback terms to the spec: 5% fee, 48-hour refund, at least 18', () => {
    const fallback = (key: string) =>
      String(text(en, `terms.fallback.sections.${key}.description`));
    expect(fallback('fee')).toContain('5% platform fee');
    expect(fallback('refund')).toContain('48 hours');
    expect(fallback('age')).toContain('at least 18');
  });
});

describe('pageKeyOf', () => {
  it('turns hyphens into underscores and refuses slugs that could reach other texts', () => {
    expect(pageKeyOf('boat-cleaning')).toBe('boat_cleaning');
    expect(pageKeyOf('hull_polishing')).toBe('hull_polishing');
    expect(pageKeyOf('a.b')).toBeNull();
    expect(pageKeyOf('')).toBeNull();
    expect(pageKeyOf('x'.repeat(81))).toBeNull();
  });
});
