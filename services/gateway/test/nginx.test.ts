import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  generateNginxConfig,
  generateRoutesJson,
  generateStaticConfig,
  outputs,
} from '../nginx/generate.ts';
import { routeEntries, serviceNames, STREAM_PATHS } from '../src/routes.ts';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;

/** `nginx -t` on a site config, with the compose host names pointed at loopback. */
function nginxCheck(site: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'boatcare-nginx-'));
  try {
    const local = site
      .replace(/server [\w-]+:(\d+);/g, 'server 127.0.0.1:$1;')
      .replace(/http:\/\/(shell|mf-\w+):8080/g, 'http://127.0.0.1:8080');
    writeFileSync(join(dir, 'site.conf'), local);
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\n` +
        `http {\n  include /etc/nginx/mime.types;\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
    );
    return execFileSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('compose nginx configs', () => {
  it('are committed as generated from the endpoint table (run npm run generate -w @boatcare/gateway)', () => {
    expect(readFileSync(outputs.routes, 'utf8')).toBe(generateRoutesJson());
    expect(readFileSync(outputs.gateway, 'utf8')).toBe(generateNginxConfig());
    expect(readFileSync(outputs.static, 'utf8')).toBe(generateStaticConfig());
  });

  it('route every prefix of routes.json to its service, without /v1', () => {
    const config = generateNginxConfig();
    for (const { prefix, service } of routeEntries()) {
      expect(config).toMatch(
        new RegExp(`location = /v1${prefix} \\{\\s+proxy_pass http://${service}${prefix};`),
      );
      expect(config).toContain(
        `location ^~ /v1${prefix}/ { proxy_pass http://${service}${prefix}/; }`,
      );
    }
    for (const service of serviceNames) expect(config).toContain(`upstream ${service} {`);
  });

  it('pass event streams on unbuffered and uncompressed, and keep them open', () => {
    const config = generateNginxConfig();
    for (const path of STREAM_PATHS) {
      const block = new RegExp(`location = /v1${path} \\{([^}]*)\\}`).exec(config)?.[1] ?? '';
      expect(block).toContain('proxy_buffering off;');
      expect(block).toContain('gzip off;');
      expect(block).toMatch(/proxy_read_timeout 1h;/);
    }
  });

  it("ask the back office for a page's render first, briefly, and fall back to the build's page", () => {
    const config = generateNginxConfig();
    const pages = /\n {2}location \/ \{\n([\s\S]*?)\n {2}\}\n/.exec(config)?.[1] ?? '';
    expect(pages).toContain('proxy_pass http://backoffice/cms/rendered-pages/$rendered_page;');
    expect(pages).toMatch(/proxy_connect_timeout \d+ms;/);
    expect(pages).toMatch(/proxy_read_timeout 1s;/);
    expect(pages).toContain('error_page 400 404 429 500 502 503 504 = @shell;');
    // The HTML headers of the build's pages (the static containers' config), not the back
    // office's sandbox.
    expect(pages).toContain('proxy_hide_header Content-Security-Policy;');
    const staticPage = /location \/ \{\n([\s\S]*?)\n {4}try_files/.exec(
      generateStaticConfig(),
    )?.[1];
    expect(staticPage).toBeTruthy();
    expect(pages).toContain(staticPage);
    expect(config).toContain('location @shell {\n    proxy_pass http://shell:8080;\n  }');
    // Only plain page paths are asked for (`/en/faq/` -> `en/faq`); files and the rest are not.
    const map = /map \$uri \$rendered_page \{([\s\S]*?)\n\}/.exec(config)?.[1] ?? '';
    const pattern = new RegExp(/"~(.*)"/.exec(map)?.[1] ?? '^$');
    for (const [path, page] of [
      ['/en/faq', 'en/faq'],
      ['/da/page/winter-storage/', 'da/page/winter-storage'],
    ] as const)
      expect(pattern.exec(path)?.groups?.rendered_path, path).toBe(page);
    for (const path of ['/', '/sw.js', '/en/../etc', '/en/a b', '/en//faq'])
      expect(pattern.test(path), path).toBe(false);
  });

  it.skipIf(!hasNginx)('pass nginx -t', () => {
    expect(() => nginxCheck(generateNginxConfig())).not.toThrow();
    expect(() => nginxCheck(generateStaticConfig())).not.toThrow();
  });
});
