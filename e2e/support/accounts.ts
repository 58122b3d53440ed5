import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'boatcare-demo';

/** The demo sign-ins the embedded default seeds, with where each lands and its remote. */
export const DEMO = {
  admin: { email: 'admin@boatcare.test', landing: '/en/admin/users', remote: 'mf_admin' },
  customer: { email: 'owner@boatcare.test', landing: '/en/dashboard', remote: 'mf_customer' },
  provider: {
    email: 'provider@boatcare.test',
    landing: '/en/supplier/dashboard',
    remote: 'mf_provider',
  },
  club: { email: 'club@boatcare.test', landing: '/en/club/membership', remote: 'mf_club' },
} as const;
export type DemoRole = keyof typeof DEMO;

/** Fills the login form (in `lng`) and sends it, as a person would; where it lands is the caller's. */
export async function submitSignIn(page: Page, email: string, password: string, lng = 'en') {
  await page.goto(`/${lng}/login`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
}

/** Signs in through the login form, as a person would, and waits for the landing page. */
export async function signIn(page: Page, role: DemoRole, password = DEMO_PASSWORD) {
  await submitSignIn(page, DEMO[role].email, password);
  await expect(page).toHaveURL(new RegExp(`${DEMO[role].landing}$`));
}

/** Signs in through the login form in a fresh browser context; lands on the user's dashboard. */
export async function signedInPage(browser: Browser, email: string, password = DEMO_PASSWORD) {
  const page = await (await browser.newContext()).newPage();
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/(en|da)\/(supplier\/)?dashboard$/);
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
