import { ROUTE_NAMES, screens, type RouteName } from './screens.ts';

/** The four service pages the footer links to, by slug (one with an underscore, as the spec has it). */
export const SERVICE_PAGE_SLUGS = [
  'boat-cleaning',
  'hull_polishing',
  'interior-detailing',
  'coating-services',
] as const;

/** One prerendered public page: a screen of the table and its parameters. */
export interface PublicPageRef {
  name: RouteName;
  params?: { slug: (typeof SERVICE_PAGE_SLUGS)[number] };
  /** The folder of its page under `shell/src/pages/`. */
  folder: string;
}

/**
 * Every public page prerendered in every language (the screens marked `publicPage`; the content
 * page once per service page), in the table's order: the one list the shell's prerender, the
 * bench, the accessibility journey and the lint read.
 */
export const PUBLIC_PAGE_REFS: readonly PublicPageRef[] = ROUTE_NAMES.flatMap(
  (name): PublicPageRef[] => {
    const folder = (screens[name] as { publicPage?: string }).publicPage;
    if (!folder) return [];
    return name === 'contentPage'
      ? SERVICE_PAGE_SLUGS.map((slug) => ({ name, params: { slug }, folder }))
      : [{ name, folder }];
  },
);

/**
 * The site's address when `PUBLIC_ORIGIN` is not set (the embedded gateway's, npm
 * start): the public pages' canonical and hreflang links, robots.txt and sitemap.xml use it.
 */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';
