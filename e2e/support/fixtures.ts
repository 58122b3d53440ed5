import { join } from 'node:path';
import { chromium, test as base, type Browser, type FullConfig, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, submitSignIn, type DemoRole } from './accounts.ts';
import { expectScreen } from './navigate.ts';

/**
 * Each demo role signed in once per run (global-setup.ts calls saveRoleStates): the session is
 * the shell's stored session in localStorage (shared-ui/src/session/store.ts), which Playwright's
 * storage state restores in a new context. A test that needs a role's page takes its fixture;
 * a test about signing in uses the form (support/accounts.ts), and users a test makes sign in
 * on their own.
 */
const stateFile = (role: DemoRole) => {
  const dir = process.env.BOATCARE_E2E_AUTH_DIR;
  if (!dir) throw new Error('BOATCARE_E2E_AUTH_DIR is set by e2e/global-setup.ts');
  return join(dir, `${role}.json`);
};

/** Signs in every demo role through the login form and saves each one's storage state. */
export async function saveRoleStates(config: FullConfig, baseURL: string, dir: string) {
  const browser = await chromium.launch(config.projects[0]?.use.launchOptions);
  try {
    process.env.BOATCARE_E2E_AUTH_DIR = dir;
    for (const role of Object.keys(DEMO) as DemoRole[]) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await submitSignIn(page, DEMO[role].email, DEMO_PASSWORD);
      // The first sign-ins load each remote cold, on a busy machine.
      await expectScreen(page, DEMO[role].landing, {}, { timeout: 60_000 });
      await context.storageState({ path: stateFile(role) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

interface RolePages {
  /** The demo boat owner (owner@boatcare.test), signed in, on a blank page. */
  ownerPage: Page;
  /** The demo provider (provider@boatcare.test), with a profile and a paid subscription. */
  providerPage: Page;
  /** The demo club (club@boatcare.test). */
  clubPage: Page;
  /** The demo admin (admin@boatcare.test). */
  adminPage: Page;
}

/**
 * A demo role's page, signed in, in a new browser context (closing the page's context is the
 * caller's); for a test over every role. A test of one role takes its fixture.
 */
export async function pageAs(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext({ storageState: stateFile(role) });
  return context.newPage();
}

const rolePage =
  (role: DemoRole) =>
  async ({ browser }: { browser: Browser }, use: (page: Page) => Promise<void>) => {
    const page = await pageAs(browser, role);
    await use(page);
    await page.context().close();
  };

/** Playwright's `test` with a signed-in page per demo role, each in its own browser context. */
export const test = base.extend<RolePages>({
  ownerPage: rolePage('customer'),
  providerPage: rolePage('provider'),
  clubPage: rolePage('club'),
  adminPage: rolePage('admin'),
});

export { expect } from '@playwright/test';
