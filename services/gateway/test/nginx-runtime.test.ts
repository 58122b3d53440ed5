import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateNginxConfig, generateStaticConfig } from '../nginx/generate.ts';
import { serviceNames, type ServiceName } from '../src/routes.ts';
import { bigScript, closedPortUrl, echoFor, startStub, type Seen, type Stub } from './helpers.ts';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const RENDERED = '/cms/rendered-pages/';
/** The paths nginx asked the back office's renders for. */
const renderAsks: string[] = [];

/**
 * The back office as nginx meets it (its GET /cms/rendered-pages/* has its own test over the
 * real service): a render of /en/vip-benefits, nothing for most pages, an error for /en/login,
 * no answer at all for /da/faq; the echo for the rest.
 */
const backoffice: RequestListener = (request, response) => {
  const url = request.url ?? '';
  if (!url.startsWith(RENDERED)) return echoFor('backoffice')(request, response);
  const path = url.slice(RENDERED.length);
  renderAsks.push(path);
  if (path === 'da/faq') return;
  if (path === 'en/login') {
    response.writeHead(500, { 'content-type': 'application/json' });
    return response.end('{"statusCode":500}');
  }
  if (path !== 'en/vip-benefits') {
    response.writeHead(404, { 'content-type': 'application/json' });
    return response.end('{"statusCode":404,"code":"cms.pageNotFound"}');
  }
  const etag = '"rendered-1"';
  const headers = {
    'cache-control': 'no-cache',
    'content-security-policy': "sandbox; default-src 'none'",
    etag,
  };
  if ((request.headers['if-none-match'] ?? '').includes(etag)) {
    response.writeHead(304, headers);
    return response.end();
  }
  response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><title>VIP, as the admin edited it</title>');
};

/**
 * The compose configs in a real nginx: the gateway config with the services pointed at stub
 * servers (one of them down), and the static config serving a built-looking app for the
 * shell and every remote.
 */
describe.skipIf(!hasNginx)('compose nginx at run time', () => {
  const stubs = {} as Record<ServiceName, Stub>;
  let dir: string;
  let nginx: ChildProcess;
  let gateway: string;
  let statics: string;

  beforeAll(async () => {
    for (const name of serviceNames)
      stubs[name] = await startStub(name, name === 'backoffice' ? { handler: backoffice } : {});
    const down = await closedPortUrl();
    dir = mkdtempSync(join(tmpdir(), 'boatcare-nginx-run-'));
    chmodSync(dir, 0o755);
    const html = join(dir, 'html');
    mkdirSync(join(html, 'static/js'), { recursive: true });
    writeFileSync(join(html, 'index.html'), '<!doctype html><title>BoatCare</title>');
    for (const language of ['en', 'da']) {
      mkdirSync(join(html, language, 'vip-benefits'), { recursive: true });
      writeFileSync(
        join(html, language, 'vip-benefits/index.html'),
        '<!doctype html><title>VIP</title>',
      );
    }
    mkdirSync(join(html, 'en/requests/_'), { recursive: true });
    writeFileSync(join(html, 'en/requests/_/index.html'), '<!doctype html><title>Frame</title>');
    writeFileSync(join(html, 'remotes.json'), '{}');
    writeFileSync(join(html, 'mf-manifest.json'), '{"id":"manifest"}');
    writeFileSync(join(html, 'static/js/main.1a2b3c.js'), bigScript);

    const [gatewayPort, staticPort] = [await freePort(), await freePort()];
    gateway = `http://127.0.0.1:${gatewayPort}`;
    statics = `127.0.0.1:${staticPort}`;
    const hostOf = (url: string) => new URL(url).host;
    const site = generateNginxConfig()
      .replace('listen 8080;', `listen 127.0.0.1:${gatewayPort};`)
      .replace(/server (\w+):\d+;/g, (_, name: ServiceName) =>
        name === 'club' ? `server ${hostOf(down)};` : `server ${hostOf(stubs[name].url)};`,
      )
      .replace(/http:\/\/(shell|mf-\w+):8080/g, `http://${statics}`);
    const staticSite = generateStaticConfig()
      .replace('listen 8080;', `listen ${statics};`)
      .replace('root /usr/share/nginx/html;', `root ${html};`);
    writeFileSync(join(dir, 'site.conf'), site + staticSite);
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\n` +
        `http {\n  include /etc/nginx/mime.types;\n  access_log off;\n` +
        `  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n` +
        `  include ${dir}/site.conf;\n}\n`,
    );
    nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`${gateway}/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(serviceNames.map((name) => stubs[name].close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('routes /v1 prefixes to their service without /v1, with the caller stated', async () => {
    const response = await fetch(`${gateway}/v1/api/customer/dashboard?x=1`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const seen = (await response.json()) as Seen;
    expect(seen).toMatchObject({ service: 'marketplace', url: '/api/customer/dashboard?x=1' });
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    const backoffice = (await (await fetch(`${gateway}/v1/settings/global`)).json()) as Seen;
    expect(backoffice).toMatchObject({ service: 'backoffice', url: '/settings/global' });
  });

  it('answers unknown API paths 404 and a service that is down 502, in the error shape', async () => {
    const missing = await fetch(`${gateway}/v1/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'errors.routeNotFound' });
    const down = await fetch(`${gateway}/v1/club/profile`);
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({
      statusCode: 502,
      code: 'errors.serviceUnavailable',
    });
  });

  it('serves the shell with the caching rules, the SPA fallback and compression', async () => {
    const page = await fetch(`${gateway}/en/dashboard`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('<title>BoatCare</title>');

    // A page the build prerendered is served as its own file, with the page headers.
    const prerendered = await fetch(`${gateway}/da/vip-benefits`);
    expect(prerendered.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await prerendered.text()).toContain('<title>VIP</title>');

    // A record's page: its screen's frame; a screen without one: the app's index.html.
    const record = await fetch(`${gateway}/en/requests/6b0a67b8c1abfe90f070152b`);
    expect(record.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await record.text()).toContain('<title>Frame</title>');
    for (const path of ['/en/plans/6b0a67b8', '/en/requests', '/en/requests/a/b'])
      expect(await (await fetch(`${gateway}${path}`)).text(), path).toContain(
        '<title>BoatCare</title>',
      );

    // remotes.json is the release registry's answer for this host and person: private.
    const remotes = await fetch(`${gateway}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('private, no-cache');
    expect(await remotes.json()).toMatchObject({ service: 'backoffice' });

    const chunk = await fetch(`${gateway}/static/js/main.1a2b3c.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-encoding')).toBe('gzip');

    expect((await fetch(`${gateway}/static/js/gone.js`)).status).toBe(404);
  });

  it("serves the back office's render of an edited page in place of the build's, with the page headers", async () => {
    for (const path of ['/en/vip-benefits', '/en/vip-benefits/?from=home']) {
      const page = await fetch(`${gateway}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('<title>VIP, as the admin edited it</title>');
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      // The site's policy, not the sandbox the back office answers with.
      expect(page.headers.get('content-security-policy'), path).toMatch(/^default-src 'self'/);
      expect(page.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      // Its own ETag (weak once nginx compressed the page).
      expect(page.headers.get('etag'), path).toMatch(/^(W\/)?"rendered-1"$/);
    }
    const again = await fetch(`${gateway}/en/vip-benefits`, {
      headers: { 'if-none-match': '"rendered-1"' },
    });
    expect(again.status).toBe(304);
  });

  it("serves the build's page when the back office has no render, fails or does not answer", async () => {
    renderAsks.length = 0;
    for (const [path, title] of [
      ['/da/vip-benefits', 'VIP'],
      ['/en/dashboard', 'BoatCare'],
      ['/en/login', 'BoatCare'],
      ['/da/faq', 'BoatCare'],
    ] as const) {
      const page = await fetch(`${gateway}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain(`<title>${title}</title>`);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(page.headers.get('content-security-policy'), path).toMatch(/^default-src 'self'/);
    }
    expect(renderAsks).toEqual(['da/vip-benefits', 'en/dashboard', 'en/login', 'da/faq']);
    // Files and the root are never asked for.
    await fetch(`${gateway}/static/js/main.1a2b3c.js`);
    await fetch(`${gateway}/`);
    expect(renderAsks).toHaveLength(4);
  });

  it('answers robots.txt, passes the sitemap to the back office, and sends unknown pages home', async () => {
    const robots = await fetch(`${gateway}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await robots.text()).split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /v1/',
        `Sitemap: ${gateway}/sitemap.xml`,
      ]),
    );

    const sitemap = (await (await fetch(`${gateway}/sitemap.xml`)).json()) as Seen;
    expect(sitemap).toMatchObject({ service: 'backoffice', url: '/cms/sitemap.xml' });

    // The embedded gateway's rule (src/seo.ts), the same cases as its own test.
    for (const [path, home] of [
      ['/en/vip', '/en'],
      ['/da/no/such/page', '/da'],
      ['/en/requests', '/en'],
      ['/ae/nothing', '/ae'],
    ]) {
      const response = await fetch(`${gateway}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(home);
    }
    for (const path of ['/en', '/da/', '/en/login', '/en/requests/abc', '/da/page/x', '/vip']) {
      const response = await fetch(`${gateway}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
    }
  });

  it('serves each remote from its container, manifests never cached', async () => {
    const manifest = await fetch(`${gateway}/remotes/admin/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ id: 'manifest' });
    expect((await fetch(`${gateway}/remotes/nobody/x.js`)).status).toBe(404);
  });
});
