import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApps, gatewayOverStubs, type GatewayOverStubs } from './helpers.ts';

const ORIGIN = 'https://boatcare.example';

/** What the back office answers for its sitemap (services/backoffice, `content.sitemap`). */
const SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset><url><loc>x</loc></url></urlset>\n';

describe('what the gateway tells search engines', () => {
  let platform: GatewayOverStubs;
  let appsDir: string;
  let base: string;

  beforeAll(async () => {
    appsDir = fakeApps();
    platform = await gatewayOverStubs(
      { APPS_DIR: appsDir, PUBLIC_ORIGIN: `${ORIGIN}/ignored-path` },
      {
        backoffice: {
          handler(request, response) {
            if (request.url !== '/cms/sitemap.xml') {
              response.writeHead(404).end();
              return;
            }
            response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
            response.end(SITEMAP);
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

  it('sitemap.xml is the back office’s, passed on as it answered', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(SITEMAP);
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
