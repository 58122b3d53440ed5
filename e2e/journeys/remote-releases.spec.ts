import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { CONTRACT_VERSION } from '@boatcare/shared-domain/federation';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import * as releases from '@boatcare/shared-domain/endpoints/releases';
import type { Session } from '@boatcare/shared-domain/schemas/session';
import { buildFiles, publishBuild } from '../../scripts/release/publish.ts';
import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import { call, send } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { buildFixture } from '../support/fixture-remotes.ts';
import { screenPath } from '../support/navigate.ts';
import { shootAt } from '../support/screens.ts';

/**
 * Remote releases (docs/releases.md) over the running platform: two builds of the customer
 * area published to the registry (the real one, and a fixture whose dashboard says "Fixture
 * dashboard"), staging against a live environment, a sticky canary, a rollback from the
 * release screen, and a broken build rolled back by the registry itself. The journeys beside
 * this one run on the plain production host: this one's "production" is an environment of its
 * own (`e2e-live`, at e2e-live.localhost), so its canaries never reach them. Chromium resolves
 * every *.localhost name to this machine.
 */
const LIVE = 'e2e-live';
const FIXTURE = 'Fixture dashboard';
const FALLBACK = 'This part of BoatCare could not load';
const SESSIONS = 40;

const base = new URL(process.env.BOATCARE_E2E_URL ?? 'http://localhost:8080');
const hostUrl = (name: string) => `${base.protocol}//${name}.localhost:${base.port}`;
const liveUrl = hostUrl(LIVE);
const stagingUrl = hostUrl('staging');

let api: APIRequestContext;
let adminToken: string;
const builds = { first: '', second: '', broken: '' };

const registry = () => ({
  api: `${base.origin}/v1`,
  auth: { bearer: adminToken },
});

/** Makes `buildId` live for mf_customer in `environment`. */
const promote = (environment: string, buildId: string) =>
  call(api, releases.promote, {
    params: { environment, remote: 'mf_customer' },
    body: { buildId },
    token: adminToken,
  });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  api = await playwrightRequest.newContext({ baseURL: base.origin });
  adminToken = (
    await call(api, authApi.login, { body: { email: DEMO.admin.email, password: DEMO_PASSWORD } })
  ).access_token;
  const [fixture, throwing] = await Promise.all([
    buildFixture('remote', 'release', CONTRACT_VERSION),
    buildFixture('throwing-remote', 'release', CONTRACT_VERSION),
  ]);
  const publish = async (dist: string, notes: string) =>
    (await publishBuild(registry(), 'mf_customer', buildFiles(dist), { commit: 'e2e', notes }))
      .buildId;
  builds.first = await publish(join(import.meta.dirname, '../../mf-customer/dist'), 'first');
  builds.second = await publish(fixture, 'second');
  builds.broken = await publish(throwing, 'broken');
  const added = await send(api, releases.addEnvironment, {
    body: { name: LIVE },
    token: adminToken,
  });
  expect([201, 409]).toContain(added.status());
  await promote(LIVE, builds.first);
  await promote('staging', builds.first);
});

test.afterAll(async () => {
  await api.dispose();
});

/** A signed-in session of `session`'s user on `origin` (the sign-in kept per origin). */
async function sessionOn(browser: Browser, origin: string, session: Session) {
  const context = await browser.newContext({ baseURL: origin });
  await context.addInitScript(
    (value) => localStorage.setItem('user', value),
    JSON.stringify(session),
  );
  return context.newPage();
}

const signIn = async (email: string): Promise<Session> =>
  call(api, authApi.login, { body: { email, password: DEMO_PASSWORD } });

/** The customer dashboard's heading on that page: the fixture's, the real one's, or the fallback. */
async function dashboardHeading(page: Page, lng: 'en' | 'da' = 'en') {
  await page.goto(screenPath('dashboard', {}, { lng }));
  // The frame from HTML paints the real dashboard's title before any script: the page is in once
  // the remote drew its own (the fixture's heading, the fallback, or the dashboard's greeting).
  const drawn = new RegExp(
    `^(${FIXTURE}|${FALLBACK}|Denne del af BoatCare kunne ikke indlæses|Welcome|Velkommen)`,
  );
  await expect(page.locator('main').getByText(drawn).first()).toBeVisible({ timeout: 20_000 });
  const heading = page.locator('main h1, main h2').first();
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(heading).not.toHaveText('');
  return (await heading.textContent())?.trim() ?? '';
}

test('staging shows the second build, the live environment keeps the first', async ({
  browser,
}) => {
  await promote('staging', builds.second);
  const owner = await signIn(DEMO.customer.email);
  const staging = await sessionOn(browser, stagingUrl, owner);
  const live = await sessionOn(browser, liveUrl, owner);
  expect(await dashboardHeading(staging)).toBe(FIXTURE);
  expect(await dashboardHeading(live)).not.toBe(FIXTURE);
  await staging.context().close();
  await live.context().close();
});

/** `count` customers of their own, signed in (written straight into the database). */
async function customers(count: number): Promise<Session[]> {
  const url = process.env.BOATCARE_E2E_MONGO_URL;
  if (!url) throw new Error('BOATCARE_E2E_MONGO_URL is set by e2e/global-setup.ts');
  const client = new MongoClient(url);
  const tag = Date.now().toString(36);
  try {
    await client.connect();
    const users = client.db().collection('users');
    const owner = await users.findOne({ email: DEMO.customer.email });
    await users.insertMany(
      Array.from({ length: count }, (_, i) => ({
        first_name: 'Canary',
        last_name: `Person ${i + 1}`,
        email: `canary-${tag}-${i + 1}@releases.example`,
        password_hash: owner?.password_hash,
        user_type: 1,
        // What a registered owner has (the session's fields), as the demo owner has it.
        language_code: owner?.language_code,
        currency_code: owner?.currency_code,
        gate_fee_paid: false,
        subscription_active: false,
        subscription_paid: false,
        token_version: 0,
        status: 'active',
        created_date: new Date(),
        updated_date: new Date(),
      })),
    );
  } finally {
    await client.close();
  }
  const sessions: Session[] = [];
  for (let i = 1; i <= count; i += 1) {
    const email = `canary-${tag}-${i}@releases.example`;
    // Sign-in is rate limited per address of the caller: wait out a refusal.
    for (;;) {
      const response = await send(api, authApi.login, { body: { email, password: DEMO_PASSWORD } });
      if (response.status() !== 429) {
        expect(response.status()).toBe(200);
        sessions.push((await response.json()) as Session);
        break;
      }
      await new Promise((done) => setTimeout(done, 5_000));
    }
  }
  return sessions;
}

test('a 50% canary reaches between 10 and 30 of 40 people, each kept on one version; a rollback from the release screen reaches all', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  await call(api, releases.canary, {
    params: { environment: LIVE, remote: 'mf_customer' },
    body: { buildId: builds.second, share: 50 },
    token: adminToken,
  });
  const people = await customers(SESSIONS);
  const seen: boolean[] = [];
  for (const [index, person] of people.entries()) {
    const page = await sessionOn(browser, liveUrl, person);
    const first = await dashboardHeading(page);
    seen.push(first === FIXTURE);
    // Each of the forty keeps the build they saw: five more reads of remotes.json from their
    // page, with their token, as five reloads make them.
    for (let reload = 0; reload < 5; reload += 1) {
      const build = await page.evaluate(async (token) => {
        const response = await fetch('/remotes.json', {
          headers: { authorization: `Bearer ${token}` },
        });
        const config = (await response.json()) as { builds?: Record<string, string> };
        return config.builds?.mf_customer;
      }, person.access_token);
      expect(build).toBe(first === FIXTURE ? builds.second : builds.first);
    }
    // The first ten reload five times: the same version each time.
    if (index < 10)
      for (let reload = 0; reload < 5; reload += 1)
        expect(await dashboardHeading(page)).toBe(first);
    await page.context().close();
  }
  const onCanary = seen.filter(Boolean).length;
  expect(onCanary).toBeGreaterThanOrEqual(10);
  expect(onCanary).toBeLessThanOrEqual(30);

  // Everyone on the second build, then back to the first with one click.
  await promote(LIVE, builds.second);
  const open = await Promise.all(
    people.slice(0, 3).map((person) => sessionOn(browser, liveUrl, person)),
  );
  for (const page of open) expect(await dashboardHeading(page)).toBe(FIXTURE);

  const admin = await sessionOn(browser, liveUrl, await signIn(DEMO.admin.email));
  await admin.goto(screenPath('adminReleases'));
  await admin.getByLabel('Environment').selectOption(LIVE);
  const customerArea = admin.getByRole('region', { name: 'Customer area' });
  await expect(customerArea.getByText(builds.second).first()).toBeVisible();
  await shootAt(admin, 'test-results', 'releases-admin-en');
  await customerArea.getByRole('button', { name: 'Roll back' }).click();
  await expect(admin.getByText('The previous version is live again.')).toBeVisible();
  await admin.goto(screenPath('adminReleases', {}, { lng: 'da' }));
  await expect(admin.getByRole('heading', { level: 1, name: 'Udgivelser' })).toBeVisible();
  await shootAt(admin, 'test-results', 'releases-admin-da');
  await admin.context().close();

  // The next navigation of every open session loads the first build: no rebuild, no restart.
  for (const page of open) {
    expect(await dashboardHeading(page)).not.toBe(FIXTURE);
    await page.context().close();
  }
});

test('a broken build canaried at 50% is rolled back by the registry; its people saw the fallback', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  await call(api, releases.canary, {
    params: { environment: LIVE, remote: 'mf_customer' },
    body: { buildId: builds.broken, share: 50 },
    token: adminToken,
  });
  const people = await customers(16);
  let fallbacks = 0;
  for (const [index, person] of people.entries()) {
    const page = await sessionOn(browser, liveUrl, person);
    const heading = await dashboardHeading(page, index % 2 ? 'da' : 'en');
    if (heading === FALLBACK || heading === 'Denne del af BoatCare kunne ikke indlæses') {
      fallbacks += 1;
      if (fallbacks === 1)
        await page.screenshot({ path: 'test-results/releases-broken-canary.png' });
    } else expect(heading).not.toBe('');
    await page.context().close();
    const overview = await call(api, releases.overview, { token: adminToken });
    const channel = overview.channels.find(
      (entry) => entry.environment === LIVE && entry.remote === 'mf_customer',
    );
    if (!channel?.canary) break;
  }
  expect(fallbacks).toBeGreaterThanOrEqual(3);
  const overview = await call(api, releases.overview, { token: adminToken });
  const channel = overview.channels.find(
    (entry) => entry.environment === LIVE && entry.remote === 'mf_customer',
  );
  expect(channel?.canary).toBeNull();
  const broken = overview.versions.find((version) => version.buildId === builds.broken);
  expect(broken?.counts.loadFailures).toBeGreaterThanOrEqual(3);

  // After the rollback nobody gets the broken build.
  for (const person of people.slice(0, 4)) {
    const page = await sessionOn(browser, liveUrl, person);
    expect(await dashboardHeading(page)).not.toBe(FALLBACK);
    await page.context().close();
  }
});
