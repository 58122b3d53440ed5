/**
 * The build's prerender (Node, rsbuild's `prerender` environment): renders a public page to
 * HTML with the built-in texts, the same tree the browser hydrates (App with a memory router
 * instead of the browser's). rsbuild.config.ts writes the pages (prerender-pages.ts).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { i18next } from '@boatcare/shared-ui/core';
import { collectPageMeta, type PageMeta } from '@boatcare/shared-ui/core';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, pathTo, type Language, type RouteName } from '@boatcare/shared-domain/core';
import da from '@boatcare/shared-domain/i18n/da_translation.json';
import en from '@boatcare/shared-domain/i18n/en_translation.json';
import { App } from '../app/App.tsx';
import { routes } from '../app/routes.tsx';
import { SERVICE_PAGE_SLUGS } from '../pages/content-page/page-key.ts';
import { textsHash } from './texts-hash.ts';

const TEXTS = { en, da } as const satisfies Record<Language, unknown>;

/** The public pages, prerendered in every language. */
const PAGES: [RouteName, Record<string, string>?][] = [
  ['home'],
  ['vipBenefits'],
  ['about'],
  ['faq'],
  ['privacy'],
  ['terms'],
  ['termsUser'],
  ['termsProvider'],
  ...SERVICE_PAGE_SLUGS.map((slug): [RouteName, Record<string, string>] => [
    'contentPage',
    { slug },
  ]),
];

export interface PrerenderPage {
  language: Language;
  /** `/en/vip-benefits` */
  path: string;
  /** The same page in each language, for hreflang. */
  alternates: Record<Language, string>;
}

export const prerenderPages = (): PrerenderPage[] =>
  LANGUAGES.flatMap((language) =>
    PAGES.map(([name, params]) => ({
      language,
      path: pathTo(language, name, params),
      alternates: Object.fromEntries(
        LANGUAGES.map((other) => [other, pathTo(other, name, params)]),
      ) as Record<Language, string>,
    })),
  );

/** The fingerprint of a language's built-in texts (texts-hash.ts). */
export const builtInTextsHash = (language: Language) => textsHash(TEXTS[language]);

let ready: Promise<unknown> | undefined;
const initTexts = () =>
  (ready ??= i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, da: { translation: da } },
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: true },
  }));

async function streamToString(stream: NodeJS.ReadableStream) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

/** One page's markup (inside #root) and the meta its page set. */
export async function renderPage(page: PrerenderPage): Promise<{ html: string; meta: PageMeta }> {
  await initTexts();
  await i18next.changeLanguage(page.language);
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
    if (!meta) throw new Error(`${page.path} set no page meta`);
    return { html, meta };
  } finally {
    collectPageMeta(null);
  }
}
