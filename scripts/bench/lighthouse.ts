/**
 * Issue 28: Lighthouse (from npm) over every kind of screen, signed in where the screen needs
 * it, with its mobile and desktop presets, on Debian's Chromium. Prints, per page and preset,
 * the median of the runs (performance score, LCP, TBT, CLS, bytes, and the SEO score of the
 * public pages) and whether each target is met.
 *
 * The full run is long (about 20 pages x 2 presets x 3 runs); while working on one page:
 *   BENCH_LIGHTHOUSE_PAGES=login,customer-dashboard  names (or parts of names) of the pages
 *   BENCH_LIGHTHOUSE_PRESETS=mobile                   mobile, desktop or both (the default)
 *   BENCH_LIGHTHOUSE_RUNS=1                           runs per page and preset (3)
 *   BENCH_LIGHTHOUSE_KEEP=/tmp/lh                     keep each run's JSON report there
 * Each run prints the scripts with the most main-thread time (`bootup-time`) and the longest
 * tasks (`long-tasks`): where the TBT comes from.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { PAYMENT_STATE_KEY, type PaymentState } from '@boatcare/shared-domain/schemas/job';
import type { BenchContext } from './context.ts';
import { printTargets, type Target } from './targets.ts';

type Role = 'customer' | 'provider' | 'club' | 'admin';
const DEMO_EMAIL: Record<Role, string> = {
  customer: 'owner@boatcare.test',
  provider: 'provider@boatcare.test',
  club: 'club@boatcare.test',
  admin: 'admin@boatcare.test',
};
const DEMO_PASSWORD = 'boatcare-demo';
/** The browser keeps the session under this key, as login answers it (shared-ui session). */
const SESSION_KEY = 'user';

/** What a signed-in page needs from the API: the session, and ids for detail pages. */
export interface SignedIn {
  session: { access_token: string };
  /** Raw login answer, stored as the app stores it. */
  stored: string;
  get(path: string): Promise<unknown>;
}

interface LighthousePage {
  name: string;
  /** The path, or how to find it (a detail page needs a record's id). */
  path: string | ((user: SignedIn) => Promise<string>);
  role?: Role;
  /** A public page (islands): the higher performance target, and its SEO score. */
  isPublic?: boolean;
  /** Extra localStorage the page reads (the payment page's saved state). */
  storage?: (user: SignedIn) => Promise<Record<string, string>>;
}

const firstId = async (user: SignedIn, path: string): Promise<string> => {
  // A list answers an array, `{ data }` (paged by number) or `{ items }` (keyset paging).
  const body = (await user.get(path)) as
    { id: string }[] | { data?: { id: string }[]; items?: { id: string }[] };
  const items = Array.isArray(body) ? body : (body.data ?? body.items ?? []);
  const id = items[0]?.id;
  if (!id) throw new Error(`${path} listed nothing for the bench to open`);
  return id;
};

interface Order {
  id: string;
  status: string;
  payment_status: string;
  bid_amount: number;
  boat: { boatName: string; lengthFeet: number; address: string; preferredDate: string };
}

/** What the request page saves before it opens /payment: the demo owner's unpaid order. */
async function paymentState(user: SignedIn): Promise<Record<string, string>> {
  const { data } = (await user.get('/jobs')) as { data: Order[] };
  const order = data.find((o) => o.status === 'accepted' && o.payment_status === 'pending');
  if (!order) throw new Error('the demo owner has no order to pay');
  const state: PaymentState = {
    jobId: order.id,
    amount: order.bid_amount,
    jobDetails: {
      boatName: order.boat.boatName,
      lengthFeet: order.boat.lengthFeet,
      address: order.boat.address,
      preferredDate: order.boat.preferredDate,
    },
  };
  return { [PAYMENT_STATE_KEY]: JSON.stringify(state) };
}

export const PAGES: LighthousePage[] = [
  { name: 'home /en', path: '/en', isPublic: true },
  { name: 'home /da', path: '/da', isPublic: true },
  { name: 'faq /en/faq', path: '/en/faq', isPublic: true },
  { name: 'login', path: '/en/login' },
  { name: 'register', path: '/en/register' },
  { name: 'customer-dashboard', path: '/en/dashboard', role: 'customer' },
  { name: 'customer-my-jobs', path: '/en/my-jobs', role: 'customer' },
  {
    name: 'customer-request-detail',
    path: async (user) => `/en/requests/${await firstId(user, '/jobpost/list')}`,
    role: 'customer',
  },
  { name: 'customer-wizard', path: '/en/create-request', role: 'customer' },
  { name: 'customer-payment', path: '/en/payment', role: 'customer', storage: paymentState },
  { name: 'provider-dashboard', path: '/en/supplier/dashboard', role: 'provider' },
  { name: 'provider-jobs', path: '/en/supplier/jobs', role: 'provider' },
  {
    name: 'provider-job-detail',
    path: async (user) => `/en/supplier/jobs/${await firstId(user, '/jobpost/nearby')}`,
    role: 'provider',
  },
  { name: 'provider-my-offers', path: '/en/supplier/my-offers', role: 'provider' },
  { name: 'provider-my-jobs', path: '/en/supplier/my-jobs', role: 'provider' },
  { name: 'club-dashboard', path: '/en/club/dashboard', role: 'club' },
  { name: 'club-membership', path: '/en/club/membership', role: 'club' },
  { name: 'admin-dashboard', path: '/en/admin', role: 'admin' },
  { name: 'admin-users', path: '/en/admin/users', role: 'admin' },
  {
    name: 'admin-user-detail',
    path: async (user) => `/en/admin/users/${await firstId(user, '/super/list/user')}`,
    role: 'admin',
  },
  { name: 'admin-job-posts', path: '/en/admin/jobposts', role: 'admin' },
];

/** Issue 28's targets: every screen, and the public pages' higher score. */
const TARGET = { perf: 90, publicPerf: 98, lcpMs: 2500, tbtMs: 200, cls: 0.05, seo: 100 };

const PRESETS = { mobile: undefined, desktop: desktopConfig } satisfies Record<
  string,
  Config | undefined
>;
type Preset = keyof typeof PRESETS;

interface Run {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  seo: number | null;
  lcpElement: string;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function signIn(url: string, role: Role): Promise<SignedIn> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL[role], password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${role} sign-in answered ${response.status}`);
  const stored = await response.text();
  const session = JSON.parse(stored) as { access_token: string };
  return {
    session,
    stored,
    async get(path) {
      const answer = await fetch(`${url}/v1${path}`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
      return answer.json();
    },
  };
}

/**
 * A cold load with the given localStorage: Lighthouse's own storage reset would also clear the
 * session, so the bench clears the rest itself (cache, service worker, Cache Storage,
 * IndexedDB) and writes the storage the page needs, then runs Lighthouse without its reset.
 */
export async function prepare(page: Page, origin: string, storage: Record<string, string>) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cookies,indexeddb,local_storage,service_workers,cache_storage',
  });
  await cdp.detach();
  // A page of the origin with nothing to run: the storage is written there.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
}

/** The first element Lighthouse names in an audit's details (the LCP element, there). */
function nodeSnippet(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const item = details as { type?: string; snippet?: string };
  if (item.type === 'node' && item.snippet) return item.snippet;
  for (const value of Object.values(details)) {
    const found = nodeSnippet(value);
    if (found) return found;
  }
  return undefined;
}

/** A report's audit: the rows of its table, as far as this bench reads them. */
type Audits = Record<string, { details?: unknown } | undefined>;
const rowsOf = (audits: Audits, id: string): Record<string, unknown>[] => {
  const details = audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
};
const fileOf = (url: unknown) => String(url).split('/').pop()?.slice(0, 40) ?? '';

/** The three scripts with the most main-thread time, and the three longest tasks' scripts. */
function mainThreadSummary(audits: Audits): string {
  const scripts = rowsOf(audits, 'bootup-time')
    .slice(0, 3)
    .map((row) => `${fileOf(row.url)} ${Math.round(Number(row.total))} ms`);
  const tasks = rowsOf(audits, 'long-tasks')
    .slice(0, 3)
    .map((row) => `${fileOf(row.url)} ${Math.round(Number(row.duration))} ms`);
  return `main thread: ${scripts.join(', ')}; longest tasks: ${tasks.join(', ')}`;
}

async function runOnce(
  browser: Browser,
  url: string,
  preset: Preset,
  storage: Record<string, string>,
  isPublic: boolean,
): Promise<Run> {
  const page = await browser.newPage();
  try {
    const origin = new URL(url).origin;
    await prepare(page, origin, storage);
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      disableStorageReset: true,
      onlyCategories: isPublic ? ['performance', 'seo'] : ['performance'],
    };
    const result = await lighthouse(url, flags, PRESETS[preset], page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const keep = process.env.BENCH_LIGHTHOUSE_KEEP;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${Date.now()}.json`;
      writeFileSync(join(keep, name), JSON.stringify(lhr));
    }
    console.log(`    ${mainThreadSummary(lhr.audits)}`);
    return {
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      seo: lhr.categories.seo ? Math.round((lhr.categories.seo.score ?? 0) * 100) : null,
      lcpElement: nodeSnippet(lhr.audits['lcp-breakdown-insight']?.details)?.slice(0, 60) ?? '',
    };
  } finally {
    await page.close();
  }
}

const list = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export default async function lighthouseSection({ url }: BenchContext) {
  const wanted = list('BENCH_LIGHTHOUSE_PAGES');
  const pages = wanted.length
    ? PAGES.filter((page) => wanted.some((part) => page.name.includes(part)))
    : PAGES;
  const wantedPresets = list('BENCH_LIGHTHOUSE_PRESETS');
  const presets = (Object.keys(PRESETS) as Preset[]).filter(
    (preset) => !wantedPresets.length || wantedPresets.includes(preset),
  );
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const users = new Map<Role, SignedIn>();
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: string[][] = [];
  const targets: Target[] = [];
  try {
    for (const page of pages) {
      let storage: Record<string, string> = {};
      let path = typeof page.path === 'string' ? page.path : '';
      if (page.role) {
        const user = users.get(page.role) ?? (await signIn(url, page.role));
        users.set(page.role, user);
        storage = { [SESSION_KEY]: user.stored, ...(await page.storage?.(user)) };
        if (typeof page.path !== 'string') path = await page.path(user);
      }
      for (const preset of presets) {
        const results: Run[] = [];
        for (let run = 0; run < runs; run += 1) {
          // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): one more try.
          for (let attempt = 1; attempt <= 2; attempt += 1) {
            try {
              results.push(
                await runOnce(browser, `${url}${path}`, preset, storage, !!page.isPublic),
              );
              break;
            } catch (error) {
              console.log(`  ${page.name} (${preset}) run ${run + 1}: ${String(error)}`);
            }
          }
        }
        if (!results.length) {
          targets.push({
            figure: `${page.name} (${preset})`,
            measured: 'no run succeeded',
            target: 'a measurement',
            met: false,
          });
          continue;
        }
        const m = (pick: (run: Run) => number) => median(results.map(pick));
        const perf = m((r) => r.perf);
        const lcp = m((r) => r.lcp);
        const tbt = m((r) => r.tbt);
        const cls = m((r) => r.cls);
        const seo = page.isPublic ? m((r) => r.seo ?? 0) : null;
        const figure = `${page.name} (${preset})`;
        rows.push([
          figure,
          String(perf),
          `${(lcp / 1000).toFixed(2)} s`,
          `${Math.round(tbt)} ms`,
          cls.toFixed(3),
          `${Math.round(m((r) => r.bytes) / 1024)} KiB`,
          seo === null ? '' : String(seo),
          results.map((r) => r.perf).join('/'),
          // Markup as code in the markdown table.
          results.at(-1)?.lcpElement ? `\`${results.at(-1)?.lcpElement}\`` : '',
        ]);
        console.log(`  ${rows.at(-1)!.join(' | ')}`);
        const perfTarget = page.isPublic ? TARGET.publicPerf : TARGET.perf;
        targets.push({
          figure,
          measured: `perf ${perf}, LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}${seo === null ? '' : `, SEO ${seo}`}`,
          target: `perf >= ${perfTarget}, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.05${seo === null ? '' : ', SEO 100'}`,
          met:
            perf >= perfTarget &&
            lcp <= TARGET.lcpMs &&
            tbt <= TARGET.tbtMs &&
            cls <= TARGET.cls &&
            (seo === null || seo >= TARGET.seo),
        });
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\n### lighthouse: median of ${runs} (markdown, for docs/performance.md)`);
  console.log('| page (preset) | perf | LCP | TBT | CLS | bytes | SEO | runs | LCP element |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.map((cell) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ')).join(' | ')} |`,
    );
  printTargets('lighthouse', targets);
}
