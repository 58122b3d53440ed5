import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { repoRoot } from '../platform/paths.ts';
import { kb, launchChromium, table, type BenchContext } from './context.ts';

const ROLES = {
  customer: { email: 'owner@boatcare.test', landing: /\/en\/dashboard$/ },
  provider: { email: 'provider@boatcare.test', landing: /\/en\/supplier\/dashboard$/ },
  club: { email: 'club@boatcare.test', landing: /\/en\/club\/dashboard$/ },
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
      .filter((s) =>
        ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'].includes(s.name),
      )
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
  );
  return [...files].reduce((sum, file) => sum + gzipOf(join(repoRoot, 'shell/dist', file)), 0);
}

type Assets = Map<string, Promise<{ type: 'js' | 'css'; bytes: number }>>;

/** Records the transferred (gzip) body bytes of the JS and CSS a page loads, by path. */
function recordAssets(page: Page): Assets {
  const assets: Assets = new Map();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    const type = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!type) return;
    assets.set(
      url.pathname,
      request.sizes().then(
        (sizes) => ({ type, bytes: sizes.responseBodySize }),
        () => ({ type, bytes: 0 }),
      ),
    );
  });
  return assets;
}

/** Resolves once no new asset has been requested for half a second. */
async function quiet(assets: Assets) {
  let seen = -1;
  while (seen !== assets.size) {
    seen = assets.size;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function total(assets: Assets, filter: (path: string, type: string) => boolean) {
  let sum = 0;
  for (const [path, pending] of assets) {
    const { type, bytes } = await pending;
    if (filter(path, type)) sum += bytes;
  }
  return sum;
}

export default async function sizes({ url }: BenchContext) {
  const browser = await launchChromium();
  const rows: [string, string][] = [];
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    const page = await context.newPage();
    const assets = recordAssets(page);
    await page.goto(`${url}/en`, { waitUntil: 'networkidle' });
    rows.push([
      'shell first load /en: JS (gzip, transferred)',
      kb(await total(assets, (_, t) => t === 'js')),
    ]);
    rows.push([
      'shell first load /en: CSS (gzip, transferred)',
      kb(await total(assets, (_, t) => t === 'css')),
    ]);
    rows.push(['react + react-dom alone (gzip, same build)', kb(reactSize())]);
    await context.close();

    for (const [role, { email, landing }] of Object.entries(ROLES)) {
      const roleContext = await browser.newContext({
        extraHTTPHeaders: { 'accept-encoding': 'gzip' },
      });
      const rolePage = await roleContext.newPage();
      await rolePage.goto(`${url}/en/login`, { waitUntil: 'networkidle' });
      const loaded = recordAssets(rolePage);
      await rolePage.getByLabel('Email').fill(email);
      await rolePage.getByLabel('Password').fill('boatcare-demo');
      await rolePage.getByRole('button', { name: 'Sign in' }).click();
      await rolePage.waitForURL(landing);
      // A client-side navigation does not reset "networkidle": wait for the screen, then for quiet.
      await rolePage.locator('h1').first().waitFor();
      await quiet(loaded);
      const prefix = `/remotes/${role}/`;
      rows.push([
        `${role} remote entry (remoteEntry.js, gzip)`,
        kb(await total(loaded, (p) => p === `${prefix}remoteEntry.js`)),
      ]);
      rows.push([
        `${role} first screen, remote JS+CSS (gzip)`,
        kb(await total(loaded, (p) => p.startsWith(prefix))),
      ]);
      await roleContext.close();
    }
  } finally {
    await browser.close();
  }
  table(rows);
}
