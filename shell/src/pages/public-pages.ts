import { LANGUAGES, PUBLIC_PAGE_REFS, pathTo, type RouteName } from '@boatcare/shared-domain/core';
import { CMS_PAGES, contentCmsPage } from '../features/cms/cms-pages.ts';

export interface PublicPage {
  name: RouteName;
  params?: Record<string, string>;
  /** The back office's page that replaces the built-in text when an admin has saved one. */
  cmsPage?: string;
}

/** The back office's page that may replace a public page's built-in text. */
function cmsPageOf(name: RouteName, slug: string | undefined): string | undefined {
  if (name === 'vipBenefits') return CMS_PAGES.vipBenefits;
  if (name === 'terms') return CMS_PAGES.terms;
  return slug ? contentCmsPage(slug) : undefined;
}

/**
 * The public pages (the screen table's `publicPage` screens), prerendered in every language
 * (prerender/render.tsx). Each starts with the island entry: every interactive part of it is an
 * island (ADR 15).
 */
export const PUBLIC_PAGES: PublicPage[] = PUBLIC_PAGE_REFS.map(({ name, params }) => {
  const cmsPage = cmsPageOf(name, params?.slug);
  return { name, ...(params && { params }), ...(cmsPage && { cmsPage }) };
});

const PUBLIC_PATHS = new Set(
  LANGUAGES.flatMap((language) =>
    PUBLIC_PAGES.map(({ name, params }) => pathTo(language, name, params)),
  ),
);

/** Whether a path (`/en/faq`) is a public page: a link to it loads its HTML, not the app. */
export const isPublicPagePath = (pathname: string) =>
  PUBLIC_PATHS.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
