import type { Browser, Page } from '@playwright/test';
import type { RouteName } from '@boatcare/shared-domain/core';
import { expectScreen, openScreen } from './navigate.ts';

export const DEMO_PASSWORD = 'boatcare-demo';

/** The demo sign-ins the embedded default seeds, with the screen each lands on and its remote. */
export const DEMO = {
  admin: { email: 'admin@boatcare.test', landing: 'adminUsers', remote: 'mf_admin' },
  customer: { email: 'owner@boatcare.test', landing: 'dashboard', remote: 'mf_customer' },
  provider: {
    email: 'provider@boatcare.test',
    landing: 'supplierDashboard',
    remote: 'mf_provider',
  },
  club: { email: 'club@boatcare.test', landing: 'clubMembership', remote: 'mf_club' },
} as const satisfies Record<string, { email: string; landing: RouteName; remote: string }>;
export type DemoRole = keyof typeof DEMO;

/** Fills the login form (in `lng`) and sends it, as a person would; where it lands is the caller's. */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string,
  lng: 'en' | 'da' = 'en',
) {
  await openScreen(page, 'login', {}, { lng });
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
}

/**
 * Signs in through the login form, as a person would, and waits for the landing page. For a
 * test about signing in; a test that only needs a demo role's page takes its fixture
 * (`ownerPage`, `providerPage`, `clubPage`, `adminPage` in support/fixtures.ts).
 */
export async function signIn(page: Page, role: DemoRole, password = DEMO_PASSWORD) {
  await submitSignIn(page, DEMO[role].email, password);
  await expectScreen(page, DEMO[role].landing);
}

/**
 * Signs in a user of the test's own through the login form in a fresh browser context, and
 * waits for where they land (a new owner's dashboard unless said, in their own language).
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  password = DEMO_PASSWORD,
  { landing = 'dashboard', lng = 'en' }: { landing?: RouteName; lng?: 'en' | 'da' } = {},
) {
  const page = await (await browser.newContext()).newPage();
  await submitSignIn(page, email, password);
  await expectScreen(page, landing, {}, { lng });
  return page;
}

/** The remote manifests a page asked for, by container name. */
export function recordManifests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /remotes\/(\w+)\/mf-manifest\.json/.exec(request.url());
    if (match) seen.push(`mf_${match[1]}`);
  });
  return seen;
}
