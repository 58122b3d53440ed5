/**
 * The public pages' renderer (Node, rsbuild's `prerender` environment, built to
 * shell/dist-render/render.js): renders a public page to HTML, the same tree the app renders
 * (App with a memory router instead of the browser's). The build writes every page with the
 * built-in texts (prerender.ts); the back office renders a page again with its live texts and
 * its saved back-office page after an admin's edit (services/backoffice/src/pages), so the page
 * stays a page of islands (ADR 15).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import {
  apiUrl,
  collectPageMeta,
  endpointKey,
  fingerprintsPath,
  i18next,
  queryClient,
  type PageMeta,
} from '@boatcare/shared-ui/core';
import { initReactI18next } from 'react-i18next';
import {
  framePath,
  LANGUAGES,
  pageFingerprint,
  pathTo,
  sectionFingerprints,
  textsHash,
  type Language,
  type RouteName,
} from '@boatcare/shared-domain/core';
import * as content from '@boatcare/shared-domain/endpoints/content';
import da from '@boatcare/shared-domain/i18n/da_translation.json';
import en from '@boatcare/shared-domain/i18n/en_translation.json';
import { App } from '../app/App.tsx';
import { routes } from '../app/routes.tsx';
import { AppFrame } from '../layout/AppFrame.tsx';
import { SCREEN_FRAMES } from '../layout/screen-frames.ts';
import { contentCmsPage } from '../features/cms/cms-pages.ts';
import { cmsPageIdFor } from '../features/cms/useCmsPage.ts';
import { PUBLIC_PAGES, type PublicPage } from '../pages/public-pages.ts';
import { appIndexDocument, pageDocument, type BuildParts, type RenderedPage } from './document.ts';
import { structuredData } from './structured-data.ts';

export type { BuildParts } from './document.ts';
export { SCRIPT, escapeHtml } from './document.ts';

export { DEFAULT_PUBLIC_ORIGIN } from '@boatcare/shared-domain/core';

const TEXTS = { en, da } as const satisfies Record<Language, unknown>;

export interface PrerenderPage {
  name: RouteName;
  language: Language;
  /** `/en/vip-benefits` */
  path: string;
  /** The same page in each language, for hreflang. */
  alternates: Record<Language, string>;
  /** The back office's page in this language (e.g. `page-boat-cleaning-da`). */
  cmsPage?: string;
  /** A screen of the app (APP_PAGES): it loads the app, not the island entry. */
  app?: boolean;
  /** Where the island entry reads the live texts' fingerprints (preloaded by the page). */
  textsFingerprints: string;
}

/**
 * Screens of the app written as HTML too: the page shows its form at once and the app renders
 * over it as soon as it runs (until then the page is inert: nothing typed there would be kept).
 */
const APP_PAGES: RouteName[] = ['login', 'register'];

/** One page of `name` in `language`, with its alternates in every language. */
function pageOf(ref: PublicPage & { app?: boolean }, language: Language): PrerenderPage {
  const { name, params, cmsPage } = ref;
  return {
    name,
    language,
    path: pathTo(language, name, params),
    alternates: Object.fromEntries(
      LANGUAGES.map((other) => [other, pathTo(other, name, params)]),
    ) as Record<Language, string>,
    ...(cmsPage ? { cmsPage: cmsPageIdFor(cmsPage, language) } : {}),
    ...(ref.app ? { app: true } : {}),
    textsFingerprints: apiUrl(fingerprintsPath(language)),
  };
}

/**
 * Every page the build writes, in every language; and with `contentSlugs`, the content pages
 * (`page/{slug}`) an admin added in the back office beyond the built-in ones.
 */
export const prerenderPages = (contentSlugs: readonly string[] = []): PrerenderPage[] => {
  const known = new Set(PUBLIC_PAGES.map(({ params }) => params?.slug));
  const added: PublicPage[] = [...new Set(contentSlugs)]
    .filter((slug) => !known.has(slug))
    .map((slug) => ({ name: 'contentPage', params: { slug }, cmsPage: contentCmsPage(slug) }));
  const refs = [...PUBLIC_PAGES, ...added, ...APP_PAGES.map((name) => ({ name, app: true }))];
  return LANGUAGES.flatMap((language) => refs.map((ref) => pageOf(ref, language)));
};

/** The top-level sections of the texts read since the set was last cleared. */
const sectionsRead = new Set<string>();
const recordSections = {
  type: 'postProcessor' as const,
  name: 'recordSections',
  process(value: string, key: string | string[]) {
    const first = Array.isArray(key) ? key[0] : key;
    if (first) sectionsRead.add(first.split('.')[0]!);
    return value;
  },
};

let ready: Promise<unknown> | undefined;
const initTexts = () =>
  (ready ??= i18next
    .use(initReactI18next)
    .use(recordSections)
    .init({
      resources: { en: { translation: en }, da: { translation: da } },
      lng: 'en',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      postProcess: [recordSections.name],
      initAsync: false,
      react: { useSuspense: true },
    }));

async function streamToString(stream: NodeJS.ReadableStream) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

/** What the back office gives a render beyond the build's: what an admin changed. */
export interface LiveContent {
  /** The page's language's texts as the site shows them (content strings laid over). */
  texts?: object;
  /** The back-office page the page shows (its public answer), null for none. */
  cmsPage?: object | null;
}

/**
 * One page's markup (inside #root), the meta its page set, its structured data (links from
 * `origin`), the texts' sections it read and their fingerprint, with the built-in texts or
 * `live`'s.
 */
export async function renderPage(
  page: PrerenderPage,
  origin: string,
  live: LiveContent = {},
): Promise<RenderedPage> {
  await initTexts();
  const texts = live.texts ?? TEXTS[page.language];
  // The language's texts for this render only: the next render sets its own.
  i18next.removeResourceBundle(page.language, 'translation');
  i18next.addResourceBundle(page.language, 'translation', texts, true, true);
  await i18next.changeLanguage(page.language);
  sectionsRead.clear();
  queryClient.clear();
  const cmsPage = page.cmsPage && live.cmsPage ? live.cmsPage : null;
  const shown = cmsPage ? content.page.response.parse(cmsPage) : null;
  if (page.cmsPage && shown)
    queryClient.setQueryData(
      endpointKey(content.page, { params: { pageId: page.cmsPage } }),
      shown,
    );
  let meta: PageMeta | null = null;
  collectPageMeta((value) => (meta = value));
  try {
    const router = createMemoryRouter(routes, { initialEntries: [page.path] });
    // One piece of HTML: React would otherwise move large boundaries to the end of the page
    // and put them in place with an inline script (which the CSP and no-JS visitors refuse).
    const { prelude } = await prerenderToNodeStream(<App router={router} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await streamToString(prelude);
    if (html.includes('<script') || html.includes('<template'))
      throw new Error(`${page.path} did not render to plain HTML`);
    const pageMeta = meta as PageMeta | null;
    if (!pageMeta) throw new Error(`${page.path} set no page meta`);
    // A screen of the app has none (document.ts), and reads no texts for it: its sections are
    // those of its markup, which the app compares before it hydrates (bootstrap.tsx).
    const structured = page.app
      ? null
      : structuredData({ ...page, meta: pageMeta }, origin, i18next.getFixedT(page.language));
    const sections = [...sectionsRead].sort();
    return {
      ...page,
      html,
      meta: pageMeta,
      structured,
      sections,
      // The app sets them from the page as it shows (useKeywordsMeta); here, in the HTML.
      keywords: shown?.seo.keywords ?? [],
      textsHash: pageFingerprint(sectionFingerprints(texts), sections),
      // The island entry compares it with the back office's page of the moment (start.tsx).
      cmsVersion: cmsPage ? textsHash(cmsPage) : '',
    };
  } finally {
    collectPageMeta(null);
    queryClient.clear();
  }
}

/** A page's whole document for `parts`' build: what the build and the back office write. */
export const renderDocument = async (
  page: PrerenderPage,
  parts: BuildParts,
  live: LiveContent = {},
): Promise<string> => pageDocument(parts, await renderPage(page, parts.origin, live));

/** The built index.html with its frame (AppFrame) for the screens not written at build. */
export const renderAppIndex = async (parts: BuildParts): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(<AppFrame />);
  return appIndexDocument(parts, await streamToString(prelude));
};

/**
 * The frames of the signed-in first screens (screen-frames.ts), one page per screen and language
 * (`/en/dashboard`): index.html with the screen's header and skeletons painted, in its language.
 */
export async function renderScreenFrames(
  parts: BuildParts,
): Promise<{ path: string; document: string }[]> {
  await initTexts();
  const pages = LANGUAGES.flatMap((language) =>
    SCREEN_FRAMES.map((frame) => ({ frame, language, path: framePath(language, frame.screen) })),
  );
  return Promise.all(
    pages.map(async ({ frame, language, path }) => {
      const t = i18next.getFixedT(language);
      const { prelude } = await prerenderToNodeStream(
        <AppFrame screen={{ frame, language, t: (key) => t(key) }} />,
      );
      return { path, document: appIndexDocument(parts, await streamToString(prelude), language) };
    }),
  );
}
