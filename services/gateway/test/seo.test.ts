import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, PUBLIC_PAGE_REFS, pathTo } from '@boatcare/shared-domain/core';
import { fakeApps, gatewayOverStubs, type GatewayOverStubs } from './helpers.ts';

const ORIGIN = 'https://boatcare.example';

/** The back office's public list of content pages: two built-in ones and one an admin added. */
const CMS_PAGES = [
  'vip-benefits',
  'vip-benefits-da',
  'page-boat-cleaning',
  'page-boat-cleaning-da',
  'page-winter-storage',
];

describe('what the gateway tells search engines', () => {
  let platform: GatewayOverStubs;
  let appsDir: string;
  let base: string;

  beforeAll(async () => {
    appsDir = fakeApps();
    platform = await gatewayOverStubs(
      { APPS_DIR: appsDir, BOATCARE_PUBLIC_ORIGIN: `${ORIGIN}/ignored-path` },
      {
        backoffice: {
          handler(request, response) {
            if (request.url !== '/cms/pages') {
              response.writeHead(404).end();
              return;
            }
            response.writeHead(200, { 'content-type': 'application/json' });
            response.end(
              JSON.stringify({ data: CMS_PAGES.map((pageId) => ({ pageId, title: pageId })) }),
            );
          },
        },
      },
    );
    base = platform.base;
  });

  afterAll(async () => {
    await platform.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it('robots.txt allows the site, keeps crawlers off the API and names the sitemap', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /v1/', `Sitemap: ${ORIGIN}/sitemap.xml`]),
    );
  });

  it('sitemap.xml lists every public and content page in both languages, with alternates', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      ...PUBLIC_PAGE_REFS.flatMap(({ name, params }) =>
        LANGUAGES.map((language) => `${ORIGIN}${pathTo(language, name, params)}`),
      ),
      `${ORIGIN}/en/page/winter-storage`,
      `${ORIGIN}/da/page/winter-storage`,
    ];
    expect(locs.sort()).toEqual(expected.sort());
    // The built-in content page the back office also lists is there once per language.
    expect(locs.filter((loc) => loc === `${ORIGIN}/da/page/boat-cleaning`)).toHaveLength(1);
    const entry = /<url><loc>https:\/\/boatcare\.example\/da\/faq<\/loc>(.*?)<\/url>/.exec(
      xml,
    )?.[1];
    expect(entry).toContain(`hreflang="en" href="${ORIGIN}/en/faq"`);
    expect(entry).toContain(`hreflang="da" href="${ORIGIN}/da/faq"`);
    expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}/en/faq"`);
  });

  it('sends a path no screen has to its language home, without the app', async () => {
    for (const [path, home] of [
      ['/en/vip', '/en'],
      ['/da/no/such/page', '/da'],
      ['/en/requests', '/en'],
      ['/ae/nothing', '/ae'],
    ]) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(home);
    }
  });

  it('serves known pages, with or without parameters, and leaves language-less paths to the app', async () => {
    for (const path of [
      '/en',
      '/da/',
      '/en/login',
      '/en/requests/abc',
      '/da/page/anything',
      '/vip',
    ]) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>BoatCare</title>');
    }
  });
});
