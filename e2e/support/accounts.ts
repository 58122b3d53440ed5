import { expect, type Page } from '@playwright/test';

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
  club: { email: 'club@boatcare.test', landing: '/en/club/dashboard', remote: 'mf_club' },
} as const;
export type DemoRole = keyof typeof DEMO;

/** Signs in through the login form, as a person would, and waits for the landing page. */
export async function signIn(page: Page, role: DemoRole, password = DEMO_PASSWORD) {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(DEMO[role].email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${DEMO[role].landing}$`));
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
