import type { RouteName } from '@boatcare/shared-domain/core';
import { FAQ, FAQ_TABS } from '../pages/faq/faq-content.ts';

/** One schema.org node as JSON-LD. */
export interface JsonLd {
  '@context'?: 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

export interface StructuredPage {
  name: RouteName;
  language: string;
  /** `/en/faq` */
  path: string;
  /** The page's own title and description (its meta tags). */
  meta: { title: string; description: string };
}

type Translate = (key: string) => string;

const organization = (origin: string, language: string, t: Translate): JsonLd => ({
  '@type': 'Organization',
  name: t('meta.siteName'),
  url: `${origin}/${language}`,
  logo: `${origin}/icons/icon-512.png`,
  description: t('home.metaDescription'),
});

/**
 * The page's structured data for search engines (schema.org as JSON-LD, written into the head
 * by the prerender): the organisation and its service on the home page, a service on each
 * service page, the questions and answers on the FAQ. Other pages have none.
 */
export function structuredData(page: StructuredPage, origin: string, t: Translate): JsonLd | null {
  const url = `${origin}${page.path}`;
  const provider = organization(origin, page.language, t);
  const service = (name: string, description: string): JsonLd => ({
    '@type': 'Service',
    name,
    description,
    url,
    serviceType: name,
    areaServed: { '@type': 'Country', name: 'Denmark' },
    provider,
  });
  switch (page.name) {
    case 'home':
      return {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: page.meta.title,
        url,
        inLanguage: page.language,
        publisher: provider,
        mainEntity: service(t('home.metaTitle'), t('home.metaDescription')),
      };
    case 'contentPage':
      return {
        '@context': 'https://schema.org',
        ...service(page.meta.title, page.meta.description),
      };
    case 'faq':
      return {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        name: page.meta.title,
        url,
        inLanguage: page.language,
        mainEntity: FAQ_TABS.flatMap((tab) =>
          Object.entries<readonly string[]>(FAQ[tab]).flatMap(([category, items]) =>
            items.map((item): JsonLd => ({
              '@type': 'Question',
              name: t(`faq.${tab}.${category}.items.${item}.q`),
              acceptedAnswer: {
                '@type': 'Answer',
                text: t(`faq.${tab}.${category}.items.${item}.a`),
              },
            })),
          ),
        ),
      };
    default:
      return null;
  }
}

/** The `<script type="application/ld+json">` for the head: data, never run (no CSP concern). */
export const jsonLdScript = (data: JsonLd) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
