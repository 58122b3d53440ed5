import { join } from 'node:path';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
  type Response,
} from '@playwright/test';
import { CONTRACT_VERSION } from '@boatcare/shared-domain/federation';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import * as releases from '@boatcare/shared-domain/endpoints/releases';
import { buildFiles, publishBuild } from '../../scripts/release/publish.ts';
import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import { call, send } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { buildFixture } from '../support/fixture-remotes.ts';
import { screenPath } from '../support/navigate.ts';

/**
 * The service worker keeps the signed-in role's remote after the first visit
 * (shell/sw/remote-cache.ts, issue 28): a second cold load (the browser's HTTP cache emptied)
 * reads the remote's entry and its first screen's files from the worker, and when remotes.json
 * names another version (a promotion, a rollback) the next load uses that version's files, and
 * the worker keeps them instead. An environment of its own (e2e-precache.localhost), so its
 * versions never reach the other journeys.
 */
const ENVIRONMENT = 'e2e-precache';
const FIXTURE = 'Fixture dashboard';
const KEPT = 'boatcare-remote:';

const base = new URL(process.env.BOATCARE_E2E_URL ?? 'http://localhost:8080');
const origin = `${base.protocol}//${ENVIRONMENT}.localhost:${base.port}`;

let api: APIRequestContext;
let adminToken: string;
const builds = { real: '', fixture: '' };

const promote = (buildId: string) =>
  call(api, releases.promote, {
    params: { environment: ENVIRONMENT, remote: 'mf_customer' },
    body: { buildId },
    token: adminToken,
  });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  api = await playwrightRequest.newContext({ baseURL: base.origin });
  adminToken = (
    await call(api, authApi.login, { body: { email: DEMO.admin.email, password: DEMO_PASSWORD } })
  ).access_token;
  const registry = { api: `${base.origin}/v1`, auth: { bearer: adminToken } };
  const publish = async (dist: string, notes: string) =>
    (await publishBuild(registry, 'mf_customer', buildFiles(dist), { commit: 'e2e', notes }))
      .buildId;
  builds.real = await publish(join(import.meta.dirname, '../../mf-customer/dist'), 'real');
  builds.fixture = await publish(
    await buildFixture('remote', 'precache', CONTRACT_VERSION),
    'fixture',
  );
  const added = await send(api, releases.addEnvironment, {
    body: { name: ENVIRONMENT },
    token: adminToken,
  });
  expect([201, 409]).toContain(added.status());
  await promote(builds.real);
});

test.afterAll(async () => {
  await api.dispose();
});

async function ownerPage(browser: Browser) {
  const session = await call(api, authApi.login, {
    body: { email: DEMO.customer.email, password: DEMO_PASSWORD },
  });
  const context = await browser.newContext({ baseURL: origin });
  await context.addInitScript(
    (value) => localStorage.setItem('user', value),
    JSON.stringify(session),
  );
  return context.newPage();
}

/** Opens the customer dashboard; answers its heading and the remote files the load fetched. */
async function openDashboard(page: Page) {
  const files: Response[] = [];
  const collect = (response: Response) => {
    if (/\/mf_customer\/[^/]+\/.*\.(js|css)$/.test(new URL(response.url()).pathname))
      files.push(response);
  };
  page.on('response', collect);
  await page.goto(screenPath('dashboard'));
  const heading = page.locator('main h1, main h2').first();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(heading).not.toHaveText('');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  page.off('response', collect);
  return { heading: (await heading.textContent())?.trim() ?? '', files };
}

/** The URLs the worker keeps (Cache Storage, read in the page). */
const keptFiles = (page: Page) =>
  page.evaluate(async (prefix) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
    const lists = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return lists.flat();
  }, KEPT);

/** A cold load as the bench makes one: the browser's HTTP cache emptied, the worker kept. */
async function emptyHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

test('a second cold load reads the remote from the service worker; another version is used at once and kept instead', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await ownerPage(browser);
  const first = await openDashboard(page);
  expect(first.heading).not.toBe(FIXTURE);
  // After the first visit the worker keeps the entry and the files that visit loaded.
  await expect
    .poll(async () => (await keptFiles(page)).filter((url) => url.includes(builds.real)).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(3);
  expect((await keptFiles(page)).some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

  await emptyHttpCache(page);
  const second = await openDashboard(page);
  expect(second.heading).toBe(first.heading);
  const entry = second.files.find((response) => response.url().endsWith('/remoteEntry.js'));
  expect(entry?.fromServiceWorker()).toBe(true);
  // The same files as the first visit (the entry, the exposed modules, the dashboard's chunks),
  // every one from the worker.
  const urls = (files: Response[]) => [...new Set(files.map((response) => response.url()))].sort();
  expect(urls(second.files)).toEqual(urls(first.files));
  expect(second.files.filter((response) => !response.fromServiceWorker())).toEqual([]);

  // remotes.json now names the fixture's build: the next load runs it, from the network.
  await promote(builds.fixture);
  await emptyHttpCache(page);
  const third = await openDashboard(page);
  expect(third.heading).toBe(FIXTURE);
  expect(third.files.some((response) => response.url().includes(builds.real))).toBe(false);
  expect(third.files.some((response) => response.url().includes(builds.fixture))).toBe(true);
  // And the worker keeps the new version in place of the old one.
  await expect
    .poll(
      async () => {
        const kept = await keptFiles(page);
        return (
          kept.some((url) => url.includes(builds.fixture)) &&
          !kept.some((url) => url.includes(builds.real))
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // A rollback: the real build again, at once.
  await promote(builds.real);
  const fourth = await openDashboard(page);
  expect(fourth.heading).toBe(first.heading);
  await page.context().close();
});
