import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { repoRoot } from '../platform/paths.ts';
import { kb, launchChromium, table, type BenchContext } from './context.ts';

const ROLES = {
  customer: { email: 'owner@boatcare.test', landing: /\/en\/dashboard$/ },
  provider: { email: 'provider@boatcare.test', landing: /\/en\/supplier\/dashboard$/ },
  club: { email: 'club@boatcare.test', landing: /\/en\/club\/membership$/ },
  admin: { email: 'admin@boatcare.test', landing: /\/en\/admin\/users$/ },
} as const;

const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Gzip bytes of the chunks the shell's build gives React and React DOM (from mf-stats.json). */
function reactSize(): number {
  const stats = JSON.parse(readFileSync(join(repoRoot, 'shell/dist/mf-stats.json'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const files = new Set(
    stats.shared
      .filter((s) => ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'].includes(s.name))
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
  );
  return [...files].reduce((sum, file) => sum + gzipOf(join(repoRoot, 'shell/dist', file)), 0);
}

/** Records the transferred (gzip) bytes of JS and CSS a page loads, by URL. */
function recordAssets(page: Page) {
  const assets = new Map<string, { type: 'js' | 'css'; bytes: number }>();
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    const type = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!type) return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) assets.set(url.pathname, { type, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  return assets;
}

const total = (assets: Map<string, { type: string; bytes: number }>, filter: (path: string, type: string) => boolean) =>
  [...assets].filter(([path, { type }]) => filter(path, type)).reduce((sum, [, { bytes }]) => sum + bytes, 0);

export default async function sizes({ url }: BenchContext) {
  const browser = await launchChromium();
  const rows: [string, string][] = [];
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    const page = await context.newPage();
    const assets = recordAssets(page);
    await page.goto(`${url}/en`, { waitUntil: 'networkidle' });
    rows.push(['shell first load /en: JS (gzip, transferred)', kb(total(assets, (_, t) => t === 'js'))]);
    rows.push(['shell first load /en: CSS (gzip, transferred)', kb(total(assets, (_, t) => t === 'css'))]);
    rows.push(['react + react-dom alone (gzip, same build)', kb(reactSize())]);
    await context.close();

    for (const [role, { email, landing }] of Object.entries(ROLES)) {
      const roleContext = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
      const rolePage = await roleContext.newPage();
      await rolePage.goto(`${url}/en/login`, { waitUntil: 'networkidle' });
      const loaded = recordAssets(rolePage);
      await rolePage.getByLabel('Email').fill(email);
      await rolePage.getByLabel('Password').fill('boatcare-demo');
      await rolePage.getByRole('button', { name: 'Sign in' }).click();
      await rolePage.waitForURL(landing);
      await rolePage.waitForLoadState('networkidle');
      const prefix = `/remotes/${role}/`;
      rows.push([`${role} remote entry (remoteEntry.js, gzip)`, kb(total(loaded, (p) => p === `${prefix}remoteEntry.js`))]);
      rows.push([`${role} first screen, remote JS+CSS (gzip)`, kb(total(loaded, (p) => p.startsWith(prefix)))]);
      await roleContext.close();
    }
  } finally {
    await browser.close();
  }
  table(rows);
}
