import { LANGUAGES, pathTo, type RouteName } from '@boatcare/shared-domain/core';
import { CMS_PAGES, contentCmsPage } from '../features/cms/cms-pages.ts';
import { SERVICE_PAGE_SLUGS } from './content-page/page-key.ts';

export interface PublicPage {
  name: RouteName;
  params?: Record<string, string>;
  /** The back office's page that replaces the built-in text when an admin has saved one. */
  cmsPage?: string;
}

/**
 * The public pages, prerendered in every language (prerender/render.tsx). Each starts with the
 * island entry: every interactive part of it is an island (ADR 15).
 */
export const PUBLIC_PAGES: PublicPage[] = [
  { name: 'home' },
  { name: 'vipBenefits', cmsPage: CMS_PAGES.vipBenefits },
  { name: 'about' },
  { name: 'faq' },
  { name: 'privacy' },
  { name: 'terms', cmsPage: CMS_PAGES.terms },
  { name: 'termsUser' },
  { name: 'termsProvider' },
  ...SERVICE_PAGE_SLUGS.map((slug): PublicPage => ({
    name: 'contentPage',
    params: { slug },
    cmsPage: contentCmsPage(slug),
  })),
];

const PUBLIC_PATHS = new Set(
  LANGUAGES.flatMap((language) =>
    PUBLIC_PAGES.map(({ name, params }) => pathTo(language, name, params)),
  ),
);

/** Whether a path (`/en/faq`) is a public page: a link to it loads its HTML, not the app. */
export const isPublicPagePath = (pathname: string) =>
  PUBLIC_PATHS.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
