import type { Language } from '@boatcare/shared-domain/core';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A public page's canonical link and its alternates in every language (and x-default, the
 * English page), all absolute from the site's public origin: search engines ignore relative
 * ones (Lighthouse's `canonical` and `hreflang` audits fail them).
 */
export function pageLinks(
  page: { path: string; alternates: Record<Language, string> },
  origin: string,
): string[] {
  const url = (path: string) => escapeHtml(new URL(path, origin).href);
  return [
    `<link rel="canonical" href="${url(page.path)}">`,
    ...Object.entries(page.alternates).map(
      ([language, path]) => `<link rel="alternate" hreflang="${language}" href="${url(path)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${url(page.alternates.en)}">`,
  ];
}
