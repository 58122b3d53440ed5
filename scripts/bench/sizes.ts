import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PUBLIC_PAGE_REFS, pathTo } from '@boatcare/shared-domain/core';
import { repoRoot } from '../platform/paths.ts';
import type { Browser } from 'playwright-core';
import { kb, launchChromium, table, type BenchContext } from './context.ts';
import { firstLoadRows, reactFiles } from './first-load.ts';
import { remoteLoadRows } from './remote-load.ts';
import { printTargets, type Target } from './targets.ts';
import {
  bodyBytes,
  isCode,
  recordedPage,
  settled,
  SLOW_4G,
  type Page,
  type Transfer,
} from './transfers.ts';

const ROLES = {
  customer: { email: 'owner@boatcare.test', landing: /\/en\/dashboard$/ },
  provider: { email: 'provider@boatcare.test', landing: /\/en\/supplier\/dashboard$/ },
  club: { email: 'club@boatcare.test', landing: /\/en\/club\/(dashboard|membership)$/ },
  admin: { email: 'admin@boatcare.test', landing: /\/en\/admin\/users$/ },
} as const;

/** The public pages a visitor lands on (each is prerendered), in English, and the Danish home. */
const PUBLIC_PAGES = [
  ...PUBLIC_PAGE_REFS.map(({ name, params }) => pathTo('en', name, params)),
  pathTo('da', 'home'),
];

/** Issue 13: the shell's first load within 1.5x React itself; a remote's first screen adds 40 kB. */
const SHELL_FACTOR = 1.5;
/** The compose gateway sends gzip: the bench asks for nothing else. */
const gzipOnly = { extraHTTPHeaders: { 'accept-encoding': 'gzip' } };
const REMOTE_BUDGET = 40 * 1024;

/** React's bytes: as transferred in `load` where it has them, else gzip -9 of the built file. */
function reactFloor(load: Transfer[]): number {
  return reactFiles().reduce((sum, file) => {
    const sent = load.find((t) => new URL(t.url).pathname === `/${file}`);
    return sum + (sent?.body ?? gzipSync(readFileSync(join(repoRoot, 'shell/dist', file))).length);
  }, 0);
}

/**
 * The prerendered page's CSS, sent inside the HTML (shell/prerender.ts), as gzip -9 of its text:
 * counted with the CSS files, so moving the stylesheet into the page does not hide its bytes.
 */
const inlineCss = async (page: Page) =>
  gzipSync(
    await page.evaluate(() => document.querySelector('style[data-prerendered]')?.textContent ?? ''),
  ).length;

/**
 * Waits until the page runs (`<html data-app="running">`, set once its islands have hydrated or
 * the app has rendered) and then for the network to go quiet: "networkidle" alone can fire while
 * a slow CPU is still executing the entry, before the app's chunks are even asked for.
 */
async function running(page: Page, transfers: Transfer[], timeout = 60_000) {
  await page.locator('html[data-app="running"]').waitFor({ state: 'attached', timeout });
  await settled(transfers);
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('boatcare-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Every public page at 375 px on slow 4G, cold: its JS + CSS against React, and its LCP. */
async function publicPages(browser: Browser, url: string, targets: Target[]) {
  console.log('\n### every public page, 375 px, slow 4G (cold)');
  const pageRows: [string, string][] = [];
  for (const path of PUBLIC_PAGES) {
    const mobile = await browser.newContext({
      ...gzipOnly,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const { page: mobilePage, cdp, transfers: load } = await recordedPage(mobile);
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const started = Date.now();
    await mobilePage.goto(`${url}${path}`, { timeout: 120_000 });
    await running(mobilePage, load, 120_000);
    const lcp = await mobilePage.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().at(-1)?.startTime ?? 0),
          ).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
    const code = bodyBytes(load, isCode) + (await inlineCss(mobilePage));
    const floorHere = reactFloor(load);
    pageRows.push([
      path,
      `JS+CSS ${kb(code)} (${(code / floorHere).toFixed(2)}x React), LCP ${Math.round(lcp)} ms, quiet after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ]);
    targets.push({
      figure: `${path} at 375 px, slow 4G: JS + CSS vs React`,
      measured: kb(code),
      ratio: code / floorHere,
      target: `<= ${SHELL_FACTOR}x React`,
      met: code <= floorHere * SHELL_FACTOR,
    });
    await mobile.close();
  }
  table(pageRows);
}

/**
 * The JS and CSS each first view costs (gzip as sent): the shell on /en against React alone,
 * each role's first screen after signing in (with the files and modules it loads), and every
 * public page at 375 px on slow 4G (skipped with BENCH_SIZES=remotes).
 */
export default async function sizes({ url }: BenchContext) {
  const browser = await launchChromium();
  const rows: [string, string][] = [];
  const targets: Target[] = [];
  try {
    const context = await browser.newContext(gzipOnly);
    const { page, transfers } = await recordedPage(context);
    await page.goto(`${url}/en`);
    await running(page, transfers);
    const js = bodyBytes(transfers, (t) => t.type === 'Script');
    const css = bodyBytes(transfers, (t) => t.type === 'Stylesheet') + (await inlineCss(page));
    const floor = reactFloor(transfers);
    const count = transfers.filter(isCode).length;
    rows.push(['shell first load /en: JS (gzip, transferred)', kb(js)]);
    rows.push(['shell first load /en: CSS (gzip; inline in the HTML counted)', kb(css)]);
    rows.push(['shell first load /en: files', `${count}`]);
    rows.push(['react + react-dom + scheduler (gzip, same build)', kb(floor)]);
    rows.push(['where the bytes of /en go (gzip as sent)', ''], ...firstLoadRows(transfers));
    targets.push({
      figure: 'shell first load /en, JS + CSS vs React',
      measured: kb(js + css),
      ratio: (js + css) / floor,
      target: `<= ${SHELL_FACTOR}x React (${kb(floor * SHELL_FACTOR)})`,
      met: js + css <= floor * SHELL_FACTOR,
    });
    await context.close();

    for (const [role, { email, landing }] of Object.entries(ROLES)) {
      const roleContext = await browser.newContext(gzipOnly);
      const { page: rolePage, transfers: loaded } = await recordedPage(roleContext);
      await rolePage.goto(`${url}/en/login`);
      await running(rolePage, loaded);
      const before = loaded.length;
      await signIn(rolePage, email);
      await rolePage.waitForURL(landing);
      await rolePage.locator('h1').first().waitFor();
      await settled(loaded);
      const after = loaded.slice(before).filter(isCode);
      const prefix = `/remotes/${role}/`;
      const remote = after.filter((t) => new URL(t.url).pathname.startsWith(prefix));
      const entry = remote.filter((t) => new URL(t.url).pathname === `${prefix}remoteEntry.js`);
      const added = bodyBytes(after);
      rows.push([`${role} remote entry (remoteEntry.js, gzip)`, kb(bodyBytes(entry))]);
      rows.push([`${role} first screen, remote's JS+CSS (gzip)`, kb(bodyBytes(remote))]);
      rows.push([`${role} first screen, all JS+CSS it adds (gzip)`, kb(added)]);
      rows.push(...remoteLoadRows(role as keyof typeof ROLES, after));
      // From the login page to the first screen: the core texts, then the role's own.
      const texts = loaded.filter((t) => t.url.includes('/v1/translations/'));
      rows.push([
        `${role}: texts read, login to first screen (gzip; ${texts.map((t) => t.url.split('/').pop()).join(', ')})`,
        kb(bodyBytes(texts)),
      ]);
      targets.push({
        figure: `${role} first screen adds (JS + CSS)`,
        measured: kb(added),
        ratio: added / REMOTE_BUDGET,
        target: `<= ${kb(REMOTE_BUDGET)}`,
        met: added <= REMOTE_BUDGET,
      });
      await roleContext.close();
    }

    table(rows);
    if (process.env.BENCH_SIZES !== 'remotes') await publicPages(browser, url, targets);
  } finally {
    await browser.close();
  }
  printTargets('sizes', targets);
}
