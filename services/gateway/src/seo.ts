import type { FastifyPluginAsync } from 'fastify';
import { PATH_LANGUAGES, ROUTE_NAMES, screens } from '@boatcare/shared-domain/core';
import { API_PREFIX } from './routes.ts';

/** Every screen's path as segments (`:id` matches any one segment), and the language home. */
export const SCREEN_PATTERNS: string[][] = [
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

export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /v1/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );

/**
 * robots.txt for search engines, with the site's public origin; sitemap.xml is the back office's
 * (it knows the content pages), passed on through this gateway's own route to it.
 */
export const seo: FastifyPluginAsync<{ origin: string }> = async (app, { origin }) => {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/cms/sitemap.xml` });
    const type = response.headers['content-type'];
    if (type) reply.type(String(type));
    return reply
      .code(response.statusCode)
      .header('cache-control', 'no-cache')
      .send(response.rawPayload);
  });
};
