/**
 * The build's prerender (Node, rsbuild's `prerender` environment): renders a public page to
 * HTML with the built-in texts, the same tree the app renders (App with a memory router instead
 * of the browser's). prerender.ts writes the pages.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import {
  apiUrl,
  collectPageMeta,
  fingerprintsPath,
  i18next,
  type PageMeta,
} from '@boatcare/shared-ui/core';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGES,
  pageFingerprint,
  pathTo,
  sectionFingerprints,
  type Language,
  type RouteName,
} from '@boatcare/shared-domain/core';
import da from '@boatcare/shared-domain/i18n/da_translation.json';
import en from '@boatcare/shared-domain/i18n/en_translation.json';
import { App } from '../app/App.tsx';
import { routes } from '../app/routes.tsx';
import { cmsPageIdFor } from '../features/cms/useCmsPage.ts';
import { PUBLIC_PAGES, type PublicPage } from '../pages/public-pages.ts';
import { structuredData, type JsonLd } from './structured-data.ts';

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

export const prerenderPages = (): PrerenderPage[] =>
  LANGUAGES.flatMap((language) =>
    [...PUBLIC_PAGES, ...APP_PAGES.map((name) => ({ name, app: true }))].map((ref) => {
      const { name, params, cmsPage } = ref as PublicPage & { app?: boolean };
      return {
        name,
        language,
        path: pathTo(language, name, params),
        alternates: Object.fromEntries(
          LANGUAGES.map((other) => [other, pathTo(other, name, params)]),
        ) as Record<Language, string>,
        ...(cmsPage ? { cmsPage: cmsPageIdFor(cmsPage, language) } : {}),
        ...('app' in ref ? { app: true } : {}),
        textsFingerprints: apiUrl(fingerprintsPath(language)),
      };
    }),
  );

/** The fingerprint of a language's built-in texts in the given sections (texts-fingerprint.ts). */
export const builtInTextsHash = (language: Language, sections: readonly string[]) =>
  pageFingerprint(sectionFingerprints(TEXTS[language]), sections);

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

/**
 * One page's markup (inside #root), the meta its page set, its structured data (links from
 * `origin`) and the texts' sections it read.
 */
export async function renderPage(
  page: PrerenderPage,
  origin: string,
): Promise<{ html: string; meta: PageMeta; structured: JsonLd | null; sections: string[] }> {
  await initTexts();
  await i18next.changeLanguage(page.language);
  sectionsRead.clear();
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
    const structured = structuredData(
      { ...page, meta: pageMeta },
      origin,
      i18next.getFixedT(page.language),
    );
    return { html, meta: pageMeta, structured, sections: [...sectionsRead].sort() };
  } finally {
    collectPageMeta(null);
  }
}
