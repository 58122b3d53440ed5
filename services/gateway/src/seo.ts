import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  LANGUAGES,
  PATH_LANGUAGES,
  PUBLIC_PAGE_REFS,
  pathTo,
  ROUTE_NAMES,
  screens,
  type Language,
} from '@boatcare/shared-domain/core';

/** Every screen's path as segments (`:id` matches any one segment), and the language home. */
const SCREEN_PATTERNS = [
  [],
  ...ROUTE_NAMES.map((name) => screens[name].path.split('/').filter(Boolean)),
  // A reset link without its token: the shell's page says the link is invalid.
  ['reset-password'],
];

const matches = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length &&
  pattern.every((part, i) => part.startsWith(':') || part === segments[i]);

/**
 * Where the spec sends a page path no screen has (`/en/vip` -> `/en`): the language home.
 * Null for a known page, and for a path without a language of ours (the app sends those to the
 * person's current language, which only the browser knows).
 */
export function unknownPageRedirect(path: string): string | null {
  const [language, ...rest] = path.split('/').filter(Boolean);
  if (!(PATH_LANGUAGES as readonly string[]).includes(language ?? '')) return null;
  return SCREEN_PATTERNS.some((pattern) => matches(pattern, rest)) ? null : `/${language}`;
}

/** `page-boat-cleaning-da` -> `boat-cleaning`: the slug of a back-office content page. */
const CONTENT_PAGE_ID = /^page-(?<slug>[A-Za-z0-9_-]+?)(?:-da)?$/;

/** One page in every language: its own URL and its alternates (hreflang). */
type Alternates = Record<Language, string>;

const publicPages = (): Alternates[] =>
  PUBLIC_PAGE_REFS.map(
    ({ name, params }) =>
      Object.fromEntries(
        LANGUAGES.map((language) => [language, pathTo(language, name, params)]),
      ) as Alternates,
  );

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

/** The back office's content pages (`page/{slug}`), as the public read lists them. */
async function contentPages(app: FastifyInstance): Promise<Alternates[]> {
  // Through this gateway's own route: the same proxy, cache and time limits as a browser's read.
  const response = await app.inject({ method: 'GET', url: '/v1/cms/pages' });
  if (response.statusCode !== 200) {
    app.log.warn({ status: response.statusCode }, 'sitemap: the content pages could not be read');
    return [];
  }
  const { data } = response.json<{ data?: { pageId?: unknown }[] }>();
  const slugs = new Set(
    (Array.isArray(data) ? data : []).flatMap(({ pageId }) => {
      const slug = typeof pageId === 'string' ? CONTENT_PAGE_ID.exec(pageId)?.groups?.slug : null;
      return slug ? [slug] : [];
    }),
  );
  return [...slugs].map(
    (slug) =>
      Object.fromEntries(
        LANGUAGES.map((language) => [language, pathTo(language, 'contentPage', { slug })]),
      ) as Alternates,
  );
}

export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /v1/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );

/** robots.txt and sitemap.xml for search engines, with the site's public origin. */
export const seo: FastifyPluginAsync<{ origin: string }> = async (app, { origin }) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = publicPages();
    const known = new Set(pages.map((page) => page.en));
    const extra = (await contentPages(app)).filter((page) => !known.has(page.en));
    return reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin, [...pages, ...extra]));
  });
};
