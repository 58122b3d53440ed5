/**
 * A prerendered page's whole document: the built index.html with the page's markup in #root,
 * its meta tags, and the island entry's scripts in place of the app's. The build (prerender.ts)
 * and the back office's re-render of an edited page (render.tsx's `renderDocument`) both write
 * pages through this one function.
 */
import { APP_ENTRY_META, CMS_PAGE_META, CMS_VERSION_ATTRIBUTE } from '../islands/app-handover.ts';
import { MANIFEST_LINK, manifestOf } from '../pwa/manifest.ts';
import { pageLinks } from './page-links.ts';
import { SECTIONS_ATTRIBUTE, TEXTS_META } from './page-texts.ts';
import { APP_FRAME_ATTRIBUTE, APP_PAGE_ATTRIBUTE } from './root-marks.ts';
import { jsonLdScript, type JsonLd } from './structured-data.ts';

/** What every page of one build shares; the build writes it beside the renderer (parts.json). */
export interface BuildParts {
  /** The built index.html. */
  template: string;
  /** The app's entry scripts, in their order (the template's). */
  appScripts: string[];
  /** The island entry's `<script>` tags. */
  islandTags: string;
  /** The one stylesheet of the public pages (and the chunk loader's markers). */
  styles: string;
  /** The site's public origin the links are absolute from. */
  origin: string;
}

/** What the render of one page gave. */
export interface RenderedPage {
  path: string;
  language: string;
  alternates: Record<string, string>;
  app?: boolean;
  cmsPage?: string;
  textsFingerprints: string;
  html: string;
  meta: { title: string; description: string; image?: string | null };
  structured: JsonLd | null;
  /** The back-office page's SEO keywords (`<meta name="keywords">`), none for built-in text. */
  keywords: string[];
  /** The fingerprint of the texts the page read (texts-fingerprint.ts), and their sections. */
  textsHash: string;
  sections: string[];
  /** The fingerprint of the back-office page it shows ('' for the built-in text). */
  cmsVersion: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The scripts of the built index.html: the app's entry. */
export const SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

export function pageDocument(parts: BuildParts, page: RenderedPage): string {
  const { meta, html } = page;
  const url = (path: string) => escapeHtml(`${parts.origin}${path}`);
  const shared = [
    ...pageLinks(page, parts.origin),
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
  ];
  // What texts the page was written with: the island entry and the app's hydration compare.
  const textsMeta = `<meta name="${TEXTS_META}" content="${page.textsHash}" ${SECTIONS_ATTRIBUTE}="${page.sections.join(',')}">`;
  // A screen of the app keeps the app's scripts, which hydrate the page at once.
  const head = page.app
    ? [...shared, textsMeta, parts.styles].join('')
    : [
        ...shared,
        ...(meta.image ? [`<meta property="og:image" content="${url(meta.image)}">`] : []),
        ...(page.keywords.length
          ? [`<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}">`]
          : []),
        ...(page.structured ? [jsonLdScript(page.structured)] : []),
        textsMeta,
        // What the island entry reads at once: the live texts' fingerprints, to compare.
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(page.textsFingerprints)}">`,
        ...(page.cmsPage
          ? [
              `<meta name="${CMS_PAGE_META}" content="${escapeHtml(page.cmsPage)}" ${CMS_VERSION_ATTRIBUTE}="${page.cmsVersion}">`,
            ]
          : []),
        `<meta name="${APP_ENTRY_META}" content="${escapeHtml(parts.appScripts.join(' '))}">`,
        parts.islandTags,
        parts.styles,
      ].join('');
  // The whole page is inert until the app has hydrated it (a click or a typed letter there would
  // be lost; layout/AppRunning.tsx lifts it); aria-disabled too, so tools that wait for a
  // usable control (Playwright) wait for the app's.
  const root = page.app
    ? `<div id="root" inert aria-disabled="true" ${APP_PAGE_ATTRIBUTE}>`
    : '<div id="root">';
  // Replaced through functions: a `$&` in an admin's text is text, not a replacement pattern.
  const document = (page.app ? parts.template : parts.template.replace(SCRIPT, ''))
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.language}">`)
    .replace(MANIFEST_LINK, () => `href="${manifestOf(page.language)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `${root}${html}</div>`);
  if (!document.includes(html)) throw new Error(`index.html has no empty #root for ${page.path}`);
  return document;
}

/**
 * The built index.html (every screen not written at build: a signed-in person's) with a frame in
 * #root and the pages' stylesheet: the page paints its header's bar and a loader (or a screen's
 * frame, in `language`) at once instead of staying blank while the app's code loads; the app
 * then renders over it.
 */
export function appIndexDocument(parts: BuildParts, frame: string, language?: string): string {
  const document = parts.template
    .replace(/<html lang="[^"]*">/, (tag) => (language ? `<html lang="${language}">` : tag))
    .replace('</head>', () => `${parts.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${APP_FRAME_ATTRIBUTE}>${frame}</div>`);
  if (!document.includes(frame)) throw new Error('index.html has no empty #root for its frame');
  return document;
}
