import { LANGUAGES, type Language } from './locale.ts';
import { PUBLIC_PAGE_REFS } from './public-pages.ts';
import { pathTo } from './routing.ts';

/** One page in every language: its own URL and its alternates (hreflang). */
export type Alternates = Record<Language, string>;

/** `page-boat-cleaning-da` -> `boat-cleaning`: the slug of a back-office content page. */
const CONTENT_PAGE_ID = /^page-(?<slug>[A-Za-z0-9_-]+?)(?:-da)?$/;

/** The slug of a back-office page that is a content page (`page/{slug}`), else null. */
export const contentPageSlug = (pageId: string): string | null =>
  CONTENT_PAGE_ID.exec(pageId)?.groups?.slug ?? null;

const alternatesOf = (name: Parameters<typeof pathTo>[1], params?: Record<string, string>) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, pathTo(language, name, params)]),
  ) as Alternates;

/**
 * Every public page and every content page the back office holds (by its pages' ids), each
 * once with its languages: what the sitemap lists.
 */
export function sitemapPages(cmsPageIds: readonly string[]): Alternates[] {
  const pages = PUBLIC_PAGE_REFS.map(({ name, params }) => alternatesOf(name, params));
  const known = new Set(pages.map((page) => page.en));
  const slugs = new Set(cmsPageIds.map(contentPageSlug).filter((slug) => slug !== null));
  const added = [...slugs]
    .map((slug) => alternatesOf('contentPage', { slug }))
    .filter((page) => !known.has(page.en));
  return [...pages, ...added];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap: every page in each language, each naming its other languages (and x-default). */
export function sitemapXml(origin: string, pages: Alternates[]): string {
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const entries = pages.flatMap((alternates) =>
    LANGUAGES.map((language) =>
      [
        '<url>',
        `<loc>${url(alternates[language])}</loc>`,
        ...LANGUAGES.map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${url(alternates[other])}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url(alternates.en)}"/>`,
        '</url>',
      ].join(''),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
