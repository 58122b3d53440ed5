import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, type DemoRole } from '../support/accounts.ts';
import { expectScreen, screenPath } from '../support/navigate.ts';
import { serveRemote } from '../support/standalone.ts';

// A dev server compiles before it answers.
test.setTimeout(150_000);

const APPS: Record<DemoRole, string> = {
  customer: 'mf-customer',
  provider: 'mf-provider',
  club: 'mf-club',
  admin: 'mf-admin',
};

for (const role of Object.keys(APPS) as DemoRole[]) {
  test(`the ${role} remote runs standalone for its team`, async ({ page, baseURL }) => {
    const { url, stop } = await serveRemote(APPS[role], baseURL ?? '', { mode: 'dev' });
    try {
      await page.goto(url + screenPath('home'));
      await page.getByLabel('Email').fill(DEMO[role].email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expectScreen(page, DEMO[role].landing);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      stop();
    }
  });
}
