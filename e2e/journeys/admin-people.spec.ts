import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { RouteName } from '@boatcare/shared-domain/core';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import { call, tokenOf } from '../support/api.ts';
import { registerOwner } from '../support/payment-setup.ts';
import { postRequest } from '../support/requests.ts';
import { expectAccessible } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

const card = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).locator('strong');

test('the dashboard figures follow what customers do', async ({ adminPage: page, request }) => {
  await openScreen(page, 'adminUsers');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expectScreen(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // When the figures were counted (the back office answers from a snapshot of them); the header
  // is drawn before the figures, so they are read once this line says they are in.
  await expect(page.getByText(/^Figures as of \d{2}:\d{2}$/)).toBeVisible();
  const before = Number(await card(page, 'Active requests').textContent());
  await expectAccessible(page);

  const owner = await registerOwner(request);
  await postRequest(request, owner.token, { boatName: `Dash ${randomUUID().slice(0, 6)}` });
  await page.reload();
  await expect(card(page, 'Active requests')).toHaveText(String(before + 1));

  for (const tab of ['Requests', 'Payments']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('combobox').first()).toBeVisible();
    await expectAccessible(page);
  }
  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page.getByRole('tabpanel').getByText(owner.email)).toBeVisible();
});

test('an admin creates and edits a user, deactivates them, and their sign-in is refused', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `made-${randomUUID().slice(0, 8)}@boatcare.test`;
  await openScreen(page, 'admin');
  await page.getByRole('button', { name: 'Add User' }).click();
  const form = page.locator('form');
  await form.getByLabel('Name').fill('Mette Madsen');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await form.getByLabel('Password').fill('harbour-2030');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Search name or email').fill(email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Edit Mette Madsen' }).click();
  await page.locator('form').getByLabel('Name').fill('Mette Holm');
  await page.locator('form').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Mette Holm/ })).toBeVisible();

  // The new user can sign in...
  const other = await browser.newContext();
  const them = await other.newPage();
  const tryLogin = async () => {
    await openScreen(them, 'login');
    await them.getByLabel('Email').fill(email);
    await them.getByLabel('Password').fill('harbour-2030');
    await them.getByRole('button', { name: 'Sign in' }).click();
  };
  await tryLogin();
  await expectScreen(them, 'dashboard');
  await other.clearCookies();
  await them.evaluate(() => localStorage.clear());

  // ...until the admin deactivates them.
  await page.getByRole('button', { name: 'Edit Mette Holm' }).click();
  await page.locator('form').getByLabel('Status').selectOption('inactive');
  await page.locator('form').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Inactive' })).toBeVisible();

  await tryLogin();
  await expectScreen(them, 'login');
  await expect(them.getByText('Email or password is incorrect.')).toBeVisible();
  await other.close();
});

test('an admin creates another admin user', async ({ adminPage: page }) => {
  const email = `admin-${randomUUID().slice(0, 8)}@boatcare.test`;
  await openScreen(page, 'adminUsers');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Admin users' })
    .click();
  await expectScreen(page, 'adminAdminUsers');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add Admin User' }).click();
  await page.getByLabel('First name').fill('Ida');
  await page.getByLabel('Last name').fill('Admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('only-eleven');
  await page.getByLabel('Confirm password').fill('only-eleven');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill('a-long-admin-pass');
  await page.getByLabel('Confirm password').fill('a-long-admin-pass');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expectScreen(page, 'adminAdminUsers');
  await page.getByLabel('Email').fill(email);
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
});

test("an admin finds a job post by the owner's email, edits it and deletes it", async ({
  adminPage: page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerOwner(request);
  await postRequest(request, owner.token, { boatName: 'Havørnen' });
  await postRequest(request, owner.token, { boatName: 'Måsen' });
  await openScreen(page, 'adminUsers');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Job posts' })
    .click();
  await expectScreen(page, 'adminJobPosts');
  await page.getByLabel('Customer email').fill(owner.email);
  // The list pages by cursor (no total): both of the owner's posts, no pager for one page.
  const posts = page.getByRole('region', { name: 'Job posts' }).getByRole('row');
  await expect(posts).toHaveCount(3);
  await expect(page.getByRole('cell', { name: 'Havørnen', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Måsen', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'View / edit Havørnen' }).click();
  await expect(page.getByRole('heading', { name: 'Job post: Havørnen' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Boat name').fill('Havørnen II');
  await page.getByLabel('Length (ft)').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Length must be at least 1')).toBeVisible();
  await page.getByLabel('Length (ft)').fill('34');
  await page.getByLabel('Polishing').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expectScreen(page, 'adminJobPosts');

  await page.getByLabel('Customer email').fill(owner.email);
  await expect(page.getByRole('cell', { name: 'Havørnen II', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Måsen' }).click();
  await expect(page.getByText('Are you sure you want to delete this job post?')).toBeVisible();
  await page
    .getByRole('alertdialog', { name: 'Delete job post?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(posts).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'Måsen', exact: true })).toHaveCount(0);
});

test('screens at 1280 and 375 px, in English and Danish, with no serious axe violation', async ({
  adminPage: page,
  request,
}, info) => {
  test.setTimeout(420_000);
  const owner = await registerOwner(request);
  await postRequest(request, owner.token, { boatName: 'Skærmbillede' });
  const adminToken = await tokenOf(request, 'admin');
  const posts = await call(request, admin.jobPosts, {
    token: adminToken,
    query: { auctioneerEmail: owner.email },
  });
  const postId = posts.items[0]!.id;
  const users = await call(request, admin.users, {
    token: adminToken,
    query: { email: owner.email },
  });
  const userId = users.items[0]!.id;
  const screens: Record<string, [RouteName, Record<string, string>?, Record<string, string>?]> = {
    dashboard: ['admin'],
    requests: ['admin', {}, { tab: 'requests' }],
    payments: ['admin', {}, { tab: 'payments' }],
    users: ['adminUsers'],
    userDetail: ['adminUserDetail', { id: userId }],
    admins: ['adminAdminUsers'],
    adminNew: ['adminAdminUserNew'],
    jobPosts: ['adminJobPosts'],
    jobPost: ['adminJobPostDetail', { id: postId }],
    translations: ['adminTranslations'],
    siteConfiguration: ['adminSiteConfiguration'],
  };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lng of ['en', 'da'] as const) {
      for (const [name, [screen, params, query]] of Object.entries(screens)) {
        await openScreen(page, screen, params, { lng, query });
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // axe on every screen on a desktop, and on a phone (the folded sidebar) in English
        if (width === 1280 || lng === 'en') await expectAccessible(page);
        await page.screenshot({
          path: info.outputPath(`${name}-${lng}-${width}.png`),
          fullPage: true,
        });
      }
    }
  }
});
