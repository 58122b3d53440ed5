import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, PUBLIC_PAGE_REFS, pathTo } from '@boatcare/shared-domain/core';
import { CmsPageModel } from '../../../src/models/cms-page.ts';
import { useBackoffice } from '../../support/callers.ts';

/** The service's public origin in tests (server-kit's default PUBLIC_ORIGIN). */
const ORIGIN = 'http://localhost:8080';

const { call } = useBackoffice();

beforeAll(async () => {
  // Two built-in pages' back-office versions and one content page an admin added.
  for (const pageId of ['vip-benefits-da', 'page-boat-cleaning', 'page-winter-storage'])
    await CmsPageModel.create({ pageId, title: pageId });
});

describe('GET /cms/sitemap.xml (public)', () => {
  it('lists every public and content page in both languages, each with its alternates', async () => {
    const response = await call(null, 'GET', '/cms/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      ...PUBLIC_PAGE_REFS.flatMap(({ name, params }) =>
        LANGUAGES.map((language) => `${ORIGIN}${pathTo(language, name, params)}`),
      ),
      `${ORIGIN}/en/page/winter-storage`,
      `${ORIGIN}/da/page/winter-storage`,
    ];
    expect(locs.sort()).toEqual(expected.sort());
    const entry = /<url><loc>http:\/\/localhost:8080\/da\/faq<\/loc>(.*?)<\/url>/.exec(xml)?.[1];
    expect(entry).toContain(`hreflang="en" href="${ORIGIN}/en/faq"`);
    expect(entry).toContain(`hreflang="da" href="${ORIGIN}/da/faq"`);
    expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}/en/faq"`);
  });
});
