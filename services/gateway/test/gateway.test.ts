import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, defaultRemotes, loadGatewayConfig } from '../src/app.ts';
import { routeEntries } from '../src/routes.ts';
import {
  closedPortUrl,
  fakeApps,
  gatewayOverStubs,
  type GatewayOverStubs,
  type Seen,
} from './helpers.ts';

const notFoundBody = {
  statusCode: 404,
  error: 'Not Found',
  code: 'errors.routeNotFound',
  message: 'This address does not exist.',
};

describe('gateway', () => {
  let platform: GatewayOverStubs;
  let base: string;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = fakeApps();
    platform = await gatewayOverStubs({ APPS_DIR: appsDir });
    base = platform.base;
  });

  afterAll(async () => {
    await platform.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  describe('API routing by routes.json', () => {
    it.each(routeEntries())(
      '/v1$prefix goes to $service without /v1',
      async ({ prefix, service }) => {
        const response = await fetch(`${base}/v1${prefix}/some/thing?page=2&q=a%20b`);
        expect(response.status).toBe(200);
        const seen = (await response.json()) as Seen;
        expect(seen.service).toBe(service);
        expect(seen.url).toBe(`${prefix}/some/thing?page=2&q=a%20b`);

        const exact = (await (await fetch(`${base}/v1${prefix}`)).json()) as Seen;
        expect(exact).toMatchObject({ service, url: prefix });
      },
    );

    it('passes method, body and headers through and states who called', async () => {
      const response = await fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer abc',
          'x-forwarded-for': '203.0.113.9',
        },
        body: JSON.stringify({ email: 'owner@boatcare.test', password: 'x' }),
      });
      const seen = (await response.json()) as Seen;
      expect(seen).toMatchObject({ service: 'marketplace', method: 'POST', url: '/auth/login' });
      expect(JSON.parse(seen.body)).toEqual({ email: 'owner@boatcare.test', password: 'x' });
      expect(seen.headers.authorization).toBe('Bearer abc');
      // The gateway is the edge: a client's own claim is replaced by the real address.
      expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.headers['x-forwarded-proto']).toBe('http');
      expect(seen.headers['x-forwarded-host']).toBe(new URL(base).host);
    });

    it('keeps prefixes whole: /v1/jobs and /v1/jobpost differ, /v1/jobsx is nobody', async () => {
      expect(((await (await fetch(`${base}/v1/jobs/1`)).json()) as Seen).url).toBe('/jobs/1');
      expect(((await (await fetch(`${base}/v1/jobpost/1`)).json()) as Seen).url).toBe('/jobpost/1');
      const response = await fetch(`${base}/v1/jobsx`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFoundBody);
    });

    it('answers an unknown API path with 404 in the error shape', async () => {
      for (const path of ['/v1', '/v1/', '/v1/nothing/here', '/v1/settings', '/v1/api']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(await response.json()).toEqual(notFoundBody);
      }
      const post = await fetch(`${base}/v1/nothing`, { method: 'POST', body: '{}' });
      expect(post.status).toBe(404);
    });

    it("sends the services' security headers with its own errors", async () => {
      for (const path of ['/v1/nothing/here', '/v1/%E0%A4%A']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('x-frame-options'), path).toBe('DENY');
        expect(response.headers.get('content-security-policy'), path).toContain(
          "default-src 'none'",
        );
      }
      const tooLarge = await rawExchange(
        base,
        'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n',
      );
      expect(tooLarge.text).toMatch(/^HTTP\/1\.1 413/);
      expect(tooLarge.text.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(tooLarge.text.toLowerCase()).toContain('x-frame-options: deny');
    });

    it("honours a client's Connection: close on an API route", async () => {
      const answer = await rawExchange(
        base,
        `GET /v1${routeEntries()[0]?.prefix}/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.text).toMatch(/^HTTP\/1\.1 200/);
      expect(answer.text.toLowerCase()).toContain('connection: close');
      expect(answer.closedByServer).toBe(true);
    });

    it('answers a request the parser refuses in the error shape, and closes', async () => {
      const answer = await rawExchange(base, 'NOT HTTP AT ALL\r\n\r\n');
      expect(answer.text).toMatch(/^HTTP\/1\.1 400/);
      expect(answer.text.toLowerCase()).toContain('x-content-type-options: nosniff');
      const body = JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4)) as unknown;
      expect(body).toMatchObject({ statusCode: 400, code: 'errors.http400' });
      expect(answer.closedByServer).toBe(true);
    });

    it('proxies each service docs page', async () => {
      const seen = (await (await fetch(`${base}/v1/docs/club/json`)).json()) as Seen;
      expect(seen).toMatchObject({ service: 'club', url: '/docs/json' });
      const asset = (await (await fetch(`${base}/docs/static/swagger-ui.css`)).json()) as Seen;
      expect(asset).toMatchObject({ service: 'marketplace', url: '/docs/static/swagger-ui.css' });
    });

    it('answers its own health', async () => {
      const response = await fetch(`${base}/v1/health`);
      expect(await response.json()).toEqual({ status: 'ok', service: 'gateway' });
    });
  });

  describe('methods', () => {
    /** A raw request: fetch refuses TRACE, and QUERY must reach the gateway as it is. */
    const raw = (method: string, path: string) =>
      new Promise<{ status: number; allow: string; body: string }>((resolve, reject) => {
        const request = httpRequest(`${base}${path}`, { method });
        request.on('response', (answer) => {
          let text = '';
          answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 0,
              allow: String(answer.headers.allow),
              body: text,
            }),
          );
        });
        request.on('error', reject);
        request.end();
      });

    it.each(['TRACE', 'QUERY'])(
      'answers %s on a declared API path without it 405, its methods in Allow, in the error shape',
      async (method) => {
        const answer = await raw(method, '/v1/events/unread?since=1');
        expect(answer.status).toBe(405);
        expect(answer.allow).toBe('GET, HEAD');
        expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 405, code: 'errors.http405' });
      },
    );

    it("gives a literal path its own methods only, not a parameter path's it also matches", async () => {
      // Not also the DELETE of /club/verified-providers/:providerId.
      const answer = await raw('TRACE', '/v1/club/verified-providers/search');
      expect(answer.status).toBe(405);
      expect(answer.allow).toBe('GET, HEAD');
    });

    it('keeps 404 for an undeclared API path', async () => {
      const answer = await raw('TRACE', '/v1/nothing/here');
      expect(answer.status).toBe(404);
    });
  });

  describe('site', () => {
    it('serves /remotes.json from configuration, never cached', async () => {
      const response = await fetch(`${base}/remotes.json`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.json()).toEqual(defaultRemotes);
    });

    it('serves the shell page with no-cache and security headers', async () => {
      const response = await fetch(`${base}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      // A Stripe or Maps key works without a second setting: their origins are allowed.
      expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain('<title>BoatCare</title>');
    });

    it('falls back to the shell page for any page path', async () => {
      for (const path of ['/en', '/da/login', '/en/supplier/dashboard?tab=1', '/en/requests/abc']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('content-security-policy')).toBeTruthy();
        expect(await response.text()).toContain('<title>BoatCare</title>');
      }
    });

    it('serves a prerendered public page as its own file, with the page headers', async () => {
      for (const path of ['/en/vip-benefits', '/en/vip-benefits/']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('content-security-policy')).toBeTruthy();
        expect(await response.text()).toContain('<title>VIP | BoatCare</title>');
      }
      // The same page in a language without a prerendered file, and odd paths: the shell page.
      for (const path of ['/da/vip-benefits', '/en/vip-benefits/..%2f..%2fetc', '/en/vip..']) {
        const response = await fetch(`${base}${path}`);
        expect(await response.text(), path).toContain('<title>BoatCare</title>');
      }
    });

    it("serves a record's page its screen's frame, any other path the shell page", async () => {
      for (const path of ['/en/supplier/jobs/6b0a67b8c1abfe90f070151a', '/en/supplier/jobs/x/']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-security-policy')).toBeTruthy();
        expect(await response.text(), path).toContain('<title>Job frame</title>');
      }
      for (const path of ['/en/supplier/jobs', '/da/supplier/jobs/x', '/en/supplier/jobs/x/y']) {
        const response = await fetch(`${base}${path}`);
        expect(await response.text(), path).toContain('<title>BoatCare</title>');
      }
    });

    it('does not fall back for missing files or remote paths', async () => {
      for (const path of [
        '/missing.js',
        '/static/js/gone.123.js',
        '/remotes/customer/gone.js',
        '/remotes/customer/page',
      ]) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual(notFoundBody);
      }
    });

    it('caches hashed files for a year and compresses them', async () => {
      const gzip = await fetch(`${base}/static/js/index.3f2a9c1b.js`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.status).toBe(200);
      expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toContain('boatcare boatcare');

      const brotli = await fetch(`${base}/remotes/admin/static/js/async/42.9b1c7d.js`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it.each(['customer', 'provider', 'club', 'admin'])(
      'serves the %s remote entry files never cached',
      async (role) => {
        const manifest = await fetch(`${base}/remotes/${role}/mf-manifest.json`);
        expect(manifest.status).toBe(200);
        expect(manifest.headers.get('cache-control')).toBe('no-cache');
        expect(await manifest.json()).toEqual({ id: `mf_${role}` });
        const entry = await fetch(`${base}/remotes/${role}/remoteEntry.js`);
        expect(entry.headers.get('cache-control')).toBe('no-cache');
        expect(entry.headers.get('content-type')).toContain('javascript');
        expect(await entry.text()).toBe(`/* mf_${role} entry */`);
      },
    );
  });
});

/** Writes raw bytes to the gateway; what came back within 2 s, and whether the server closed. */
function rawExchange(base: string, request: string) {
  const { hostname, port } = new URL(base);
  return new Promise<{ text: string; closedByServer: boolean }>((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, 2_000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedByServer: true });
    });
    socket.on('error', () => undefined);
  });
}

describe('gateway with a service down', () => {
  it('answers 502 in the error shape', async () => {
    const down = await closedPortUrl();
    const gateway = await buildGateway(
      loadGatewayConfig({ LOG_LEVEL: 'silent', APPS_DIR: fakeApps(), CLUB_URL: down }),
    );
    try {
      const response = await gateway.inject({ method: 'GET', url: '/v1/club/profile' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        statusCode: 502,
        error: 'Bad Gateway',
        code: 'errors.serviceUnavailable',
        message: 'This part of BoatCare is not available right now. Please try again in a moment.',
      });
    } finally {
      await gateway.close();
    }
  });
});

describe('gateway configuration', () => {
  it('serves REMOTES_JSON as given, e.g. a remote from a staging origin', async () => {
    const remotes = {
      ...defaultRemotes,
      mf_admin: 'https://staging.example.test/admin/mf-manifest.json',
    };
    const gateway = await buildGateway(
      loadGatewayConfig({
        LOG_LEVEL: 'silent',
        APPS_DIR: fakeApps(),
        REMOTES_JSON: JSON.stringify(remotes),
      }),
    );
    try {
      expect((await gateway.inject('/remotes.json')).json()).toEqual(remotes);
      const page = await gateway.inject('/en');
      expect(page.headers['content-security-policy']).toContain('https://staging.example.test');
    } finally {
      await gateway.close();
    }
  });

  it('refuses a REMOTES_JSON that is not an object of URLs', () => {
    expect(() => loadGatewayConfig({ REMOTES_JSON: '[1,2' })).toThrow(/REMOTES_JSON/);
  });
});
