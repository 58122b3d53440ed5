/**
 * An admin's edit of a public page's text or back-office page keeps the page a page of islands:
 * the back office renders it again with the shell build's renderer, and the gateway serves that
 * render in place of the build's (ADR 15). Over the real back office (database, storage), the
 * embedded gateway and the shell's build (Nx builds it here, or restores it from its cache:
 * `npm test` runs these tests before the frontends' build).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { backoffice } from '../../services/backoffice/src/app.ts';
import { buildGateway, loadGatewayConfig } from '../../services/gateway/src/app.ts';
import { repoRoot } from '../platform/paths.ts';
import { runToEnd } from '../platform/processes.ts';

let pagesDir: string;
let service: TestService;
let gateway: FastifyInstance;
let base: string;
let adminToken: string;

beforeAll(async () => {
  await runToEnd(
    'shell build',
    join(repoRoot, 'node_modules/.bin/nx'),
    ['run', '@boatcare/shell:build'],
    {
      cwd: repoRoot,
      // Vitest's NODE_ENV=test would make a development build that never hydrates, and Nx
      // would hand it to the frontends' build step later (NODE_ENV is part of its cache key).
      env: { NODE_ENV: 'production', NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
      log: join(tmpdir(), 'boatcare-rendered-pages-build.log'),
    },
  );
  pagesDir = mkdtempSync(join(tmpdir(), 'boatcare-pages-'));
  service = await buildTestService(backoffice, { RENDERED_PAGES_DIR: pagesDir });
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  adminToken = (await service.createUser({ user_type: 0 })).token;
  const backofficeUrl = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
  gateway = await buildGateway(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      APPS_DIR: repoRoot,
      BACKOFFICE_URL: backofficeUrl,
      RENDERED_PAGES_DIR: pagesDir,
      RELEASE_REGISTRY: 'off',
      PUBLIC_CACHE_TTL_MS: '0',
    }),
  );
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
}, 900_000);

afterAll(async () => {
  await gateway?.close();
  await service?.close();
  if (pagesDir) rmSync(pagesDir, { recursive: true, force: true });
});

const save = async (url: string, payload: object) => {
  const response = await service.app.inject({
    method: 'POST',
    url,
    headers: bearer(adminToken),
    payload,
  });
  expect(response.statusCode).toBe(200);
};

/** The gateway's page at `path` once it contains `text` (the render runs after the save). */
async function pageWith(path: string, text: string): Promise<{ html: string; headers: Headers }> {
  let last = '';
  for (let attempt = 0; attempt < 150; attempt++) {
    const response = await fetch(`${base}${path}`);
    last = await response.text();
    if (response.status === 200 && last.includes(text))
      return { html: last, headers: response.headers };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path} never showed "${text}"; it answered:\n${last.slice(0, 2000)}`);
}

/** A page of islands: the island entry's script, and none of the app's. */
function expectIslands(html: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((src) => src?.startsWith('/static/islands/'))).toBe(true);
  expect(html).toMatch(/<meta name="boatcare:app" content="[^"]+"/);
}

describe('an edited public page stays a page of islands', () => {
  it('a saved back-office page is rendered into the page, in each language', async () => {
    await save('/api/cms/pages/vip-benefits', {
      title: 'Harbour VIP club',
      subtitle: 'Edited by the admin',
      sections: [{ title: 'Free winter check', content: '<p>Every member, every winter.</p>' }],
    });
    await save('/api/cms/pages/vip-benefits-da', {
      title: 'Havnens VIP-klub',
      subtitle: 'Rettet af administratoren',
      sections: [{ title: 'Gratis vintereftersyn', content: '<p>Hvert medlem, hver vinter.</p>' }],
    });

    const en = await pageWith('/en/vip-benefits', 'Harbour VIP club');
    expectIslands(en.html);
    expect(en.html).toContain('Every member, every winter.');
    expect(en.html).toMatch(/<html lang="en">/);
    // Its version of the back-office page, which the island entry compares with the live one.
    expect(en.html).toMatch(
      /<meta name="boatcare:cms-page" content="vip-benefits" data-version="\w+"/,
    );
    expect(en.headers.get('cache-control')).toBe('no-cache');
    expect(en.headers.get('etag')).toBeTruthy();
    expect(en.headers.get('content-security-policy')).toBeTruthy();

    // The same render as the nginx gateways ask the back office for it.
    const asked = await service.app.inject({
      method: 'GET',
      url: '/cms/rendered-pages/en/vip-benefits',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toBe(en.html);

    const da = await pageWith('/da/vip-benefits', 'Havnens VIP-klub');
    expectIslands(da.html);
    expect(da.html).toContain('Hvert medlem, hver vinter.');
    expect(da.html).toMatch(/<html lang="da">/);
  });

  it('an edited text is rendered into every page that shows it, in each language', async () => {
    await save('/api/cms/strings/faq.title', {
      category: 'faq',
      translations: [
        { language: 'en', value: 'Questions from the harbour' },
        { language: 'da', value: 'Spørgsmål fra havnen' },
      ],
    });
    const en = await pageWith('/en/faq', 'Questions from the harbour');
    expectIslands(en.html);
    const da = await pageWith('/da/faq', 'Spørgsmål fra havnen');
    expectIslands(da.html);
  });

  it('a new content page is an island page, and the sitemap lists it', async () => {
    await save('/api/cms/pages/page-winter-storage', {
      title: 'Winter storage',
      sections: [{ title: 'Ashore by November', content: '<p>We lift your boat.</p>' }],
    });
    const page = await pageWith('/en/page/winter-storage', 'Ashore by November');
    expectIslands(page.html);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('/en/page/winter-storage</loc>');
    expect(sitemap).toContain('/da/page/winter-storage</loc>');
  });

  it('a page nobody edited is the build’s own', async () => {
    const response = await fetch(`${base}/en/about`);
    expect(response.status).toBe(200);
    expectIslands(await response.text());
    // The back office has no render of it: the nginx gateways serve the build's.
    const asked = await service.app.inject({ method: 'GET', url: '/cms/rendered-pages/en/about' });
    expect(asked.statusCode).toBe(404);
  });
});

describe('the signed-in first screens painted from HTML (issue 28)', () => {
  it("a screen's path answers its frame in its language: the app's scripts, the header from HTML", async () => {
    for (const [path, lang, subtitle] of [
      ['/en/supplier/jobs', 'en', 'Open requests near your service area, nearest first.'],
      ['/da/supplier/jobs', 'da', 'Åbne forespørgsler nær dit serviceområde, nærmeste først.'],
    ] as const) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html lang="${lang}">`));
      expect(html).toMatch(/<div id="root" data-app-frame>/);
      expect(html).toContain(`${subtitle}</p>`);
      // The app's own entry (not the islands'): it renders the screen over the frame.
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.some((src) => src?.startsWith('/static/islands/'))).toBe(false);
    }
    // A screen without a frame still gets index.html's loader.
    const other = await (await fetch(`${base}/en/boats`)).text();
    expect(other).toMatch(/<div id="root" data-app-frame>/);
    expect(other).not.toContain('<h1>');
  });
});
