import { describe, expect, it } from 'vitest';
import da from '@boatcare/shared-domain/i18n/da_translation.json';
import en from '@boatcare/shared-domain/i18n/en_translation.json';
import { FAQ } from '../pages/faq/faq-content.ts';
import vocabulary from './schema-org-vocabulary.json';
import {
  jsonLdScript,
  structuredData,
  type JsonLd,
  type StructuredPage,
} from './structured-data.ts';

const ORIGIN = 'https://boatcare.example';
const TEXTS = { en, da };

/** The built-in texts by key, as the prerender's i18next reads them; a missing key fails. */
const translate = (language: 'en' | 'da') => (key: string) => {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], TEXTS[language]);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value;
};

const classes = vocabulary.classes as Record<string, string | null>;
const dataTypes = vocabulary.dataTypes as Record<string, string | null>;
const properties = vocabulary.properties as Record<string, { domains: string[]; ranges: string[] }>;

/** A class and every class above it (`FAQPage` -> WebPage, CreativeWork, Thing). */
function lineage(type: string): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = type; at; at = classes[at]) chain.push(at);
  return chain;
}

/** What is wrong with a JSON-LD node against schema.org's vocabulary (empty: valid). */
function problems(node: JsonLd, where = node['@type']): string[] {
  const type = node['@type'];
  if (!(type in classes)) return [`${where}: ${type} is not a schema.org class`];
  const types = lineage(type);
  return Object.entries(node).flatMap(([property, value]) => {
    if (property.startsWith('@')) return [];
    const at = `${where}.${property}`;
    const definition = properties[property];
    if (!definition) return [`${at}: not a schema.org property`];
    if (!definition.domains.some((domain) => types.includes(domain)))
      return [`${at}: not a property of ${type}`];
    return (Array.isArray(value) ? value : [value]).flatMap((item: unknown): string[] => {
      if (typeof item === 'string') {
        const accepted = definition.ranges.filter((range) => range in dataTypes);
        if (!accepted.length) return [`${at}: wants a ${definition.ranges.join(' or ')}, got text`];
        if (!item.trim()) return [`${at}: empty`];
        if (!accepted.includes('Text') && !URL.canParse(item)) return [`${at}: not a URL`];
        return [];
      }
      if (typeof item !== 'object' || item === null || !('@type' in item))
        return [`${at}: neither text nor a typed node`];
      const child = item as JsonLd;
      if (!lineage(child['@type']).some((parent) => definition.ranges.includes(parent)))
        return [`${at}: a ${child['@type']} is not a ${definition.ranges.join(' or ')}`];
      return problems(child, `${at}(${child['@type']})`);
    });
  });
}

const page = (name: StructuredPage['name'], language: 'en' | 'da', path: string) =>
  structuredData(
    { name, language, path, meta: { title: `${name} title`, description: `${name} text` } },
    ORIGIN,
    translate(language),
  );

const typesIn = (node: unknown): string[] =>
  typeof node !== 'object' || node === null
    ? []
    : [
        ...('@type' in node ? [String(node['@type'])] : []),
        ...Object.values(node).flatMap(typesIn),
      ];

describe('structured data of the public pages', () => {
  for (const language of ['en', 'da'] as const) {
    it(`home (${language}): the organisation and its service, valid schema.org`, () => {
      const data = page('home', language, `/${language}`);
      expect(data?.['@context']).toBe('https://schema.org');
      expect(typesIn(data)).toEqual(expect.arrayContaining(['Organization', 'Service']));
      expect(problems(data!)).toEqual([]);
    });

    it(`a service page (${language}): a service by the organisation, valid schema.org`, () => {
      const data = page('contentPage', language, `/${language}/page/boat-cleaning`);
      expect(data?.['@type']).toBe('Service');
      expect(data?.url).toBe(`${ORIGIN}/${language}/page/boat-cleaning`);
      expect(problems(data!)).toEqual([]);
    });

    it(`FAQ (${language}): every question with its answer, valid schema.org`, () => {
      const data = page('faq', language, `/${language}/faq`);
      expect(data?.['@type']).toBe('FAQPage');
      const questions = data?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      const count = Object.values(FAQ).flatMap((tab) => Object.values(tab).flat()).length;
      expect(questions).toHaveLength(count);
      expect(questions[0]?.name).toBe(
        translate(language)('faq.owner.gettingStarted.items.howItWorks.q'),
      );
      expect(problems(data!)).toEqual([]);
    });
  }

  it('has none on the other pages', () => {
    expect(page('privacy', 'en', '/en/privacy')).toBeNull();
  });

  it('the checker refuses what schema.org does not define', () => {
    expect(problems({ '@type': 'Service', price: '10' })).toEqual([
      'Service.price: not a schema.org property',
    ]);
    expect(problems({ '@type': 'Question', logo: `${ORIGIN}/x.png` })).toEqual([
      'Question.logo: not a property of Question',
    ]);
    expect(
      problems({ '@type': 'Question', acceptedAnswer: { '@type': 'Organization', name: 'x' } }),
    ).toEqual(['Question.acceptedAnswer: a Organization is not a Answer or ItemList']);
    expect(problems({ '@type': 'Organization', url: 'not a url' })).toEqual([
      'Organization.url: not a URL',
    ]);
  });

  it('writes a data script that no text can close early', () => {
    const script = jsonLdScript({ '@type': 'Thing', name: '</script><script>alert(1)' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(1)',
    });
  });
});
