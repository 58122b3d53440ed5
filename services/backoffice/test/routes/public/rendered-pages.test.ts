import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestService } from '@boatcare/server-kit/testing';
import { backoffice } from '../../../src/app.ts';

/**
 * The pages an instance rendered again, as the nginx gateways ask for them (ADR 15). The
 * folder holds one render; the renderer folder is empty, so no render of this instance's
 * replaces it while the test runs.
 */
const pagesDir = mkdtempSync(join(tmpdir(), 'boatcare-rendered-'));
const page = '<!doctype html><html lang="en"><title>Harbour VIP club</title></html>';
mkdirSync(join(pagesDir, 'en/vip-benefits'), { recursive: true });
writeFileSync(join(pagesDir, 'en/vip-benefits/index.html'), page);

const rendererDir = mkdtempSync(join(tmpdir(), 'boatcare-no-renderer-'));
afterAll(() => {
  for (const dir of [pagesDir, rendererDir]) rmSync(dir, { recursive: true, force: true });
});

const service = useTestService(backoffice, {
  RENDERED_PAGES_DIR: pagesDir,
  SHELL_RENDERER_DIR: rendererDir,
});
const get = (url: string, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'GET', url, headers });

describe('GET /cms/rendered-pages/* (public)', () => {
  it('answers a rendered page, revalidated by its ETag, and runs nothing when read here', async () => {
    const response = await get('/cms/rendered-pages/en/vip-benefits');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    // As a browser asks again through nginx, which marks a compressed page's ETag weak.
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get('/cms/rendered-pages/en/vip-benefits/', { 'if-none-match': tag });
      expect(again.statusCode, tag).toBe(304);
      expect(again.body, tag).toBe('');
    }
    expect(
      (await get('/cms/rendered-pages/en/vip-benefits', { 'if-none-match': '"old"' })).statusCode,
    ).toBe(200);
  });

  it('answers 404 in the error shape for a page it has not rendered', async () => {
    const response = await get('/cms/rendered-pages/en/faq');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'cms.pageNotFound' });
  });

  it('refuses a path that is no page (400), never reading outside its folder', async () => {
    for (const path of [
      '..%2F..%2Fetc/passwd',
      'en/..',
      'en/vip benefits',
      'en/faq/index.html',
      'a'.repeat(81),
    ]) {
      const response = await get(`/cms/rendered-pages/${path}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toMatchObject({ statusCode: 400 });
    }
  });
});
