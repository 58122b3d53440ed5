/**
 * Issue 28: the signed-in first screens are painted from HTML (a frame written at build per
 * screen and language, shell/src/layout/screen-frames.ts): the screen's header shows before any
 * script runs, and the app's screen puts the same header in the same place.
 */
import { randomUUID } from 'node:crypto';
import { navigationFor } from '@boatcare/shared-domain/core';
import da from '@boatcare/shared-domain/i18n/da_translation.json' with { type: 'json' };
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import { expect, test } from '../support/fixtures.ts';
import { expectScreen, openScreen, returningTo } from '../support/navigate.ts';
import { registerOwner } from '../support/payment-setup.ts';
import { postRequest } from '../support/requests.ts';

const SCRIPTS = /\/static\/js\/.+\.js$/;

test("a provider's jobs screen shows its header from HTML, in Danish, where the app then shows it", async ({
  providerPage: page,
}) => {
  // The HTML alone: no script runs.
  await page.route(SCRIPTS, (route) => route.abort());
  await openScreen(page, 'supplierJobs', {}, { lng: 'da' });
  const painted = page.locator('#root main header');
  await expect(painted.locator('h1')).toHaveText(da.supplierJobs.title);
  await expect(painted.locator('p')).toHaveText(da.supplierJobs.subtitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  const framed = await painted.locator('p').boundingBox();

  await page.unroute(SCRIPTS);
  await openScreen(page, 'supplierJobs', {}, { lng: 'da' });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(da.supplierJobs.title);
  await expect(page.getByText(da.supplierJobs.subtitle)).toBeVisible();
  // Nothing moved: the subtitle is where the frame painted it.
  expect(await page.getByText(da.supplierJobs.subtitle).boundingBox()).toEqual(framed);
});

test("an admin's users screen shows its header beside the sidebar from HTML, where the app then shows it", async ({
  adminPage: page,
}) => {
  await page.route(SCRIPTS, (route) => route.abort());
  await openScreen(page, 'adminUsers');
  await expect(page.locator('#root main h1')).toHaveText(en.adminUsers.title);
  await expect(page.locator('#root main nav li')).toHaveCount(
    navigationFor('admin', 'sidebar').length + 1,
  );
  const framed = await page.locator('#root main h1').boundingBox();

  await page.unroute(SCRIPTS);
  await openScreen(page, 'adminUsers');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(en.adminUsers.title);
  expect(await heading.boundingBox()).toEqual(framed);
});

test("a provider's job page paints its frame from HTML, and the job's name takes its reserved line", async ({
  providerPage: page,
  request,
}) => {
  const owner = await registerOwner(request);
  const boatName = `Frame ${randomUUID().slice(0, 6)}`;
  const { id } = await postRequest(request, owner.token, { boatName });

  // The HTML alone (one frame for every job): the lines of the back link, the boat and its
  // place reserved, no text that would change into the job's.
  await page.route(SCRIPTS, (route) => route.abort());
  await openScreen(page, 'supplierJobDetail', { id }, { lng: 'da' });
  const painted = page.locator('#root main');
  await expect(painted.locator('h1')).toHaveText('');
  await expect(painted).not.toContainText(boatName);
  const framed = await painted.locator('h1').boundingBox();

  await page.unroute(SCRIPTS);
  await openScreen(page, 'supplierJobDetail', { id }, { lng: 'da' });
  const heading = page.getByRole('heading', { level: 1, name: boatName });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: `← ${da.supplierJobDetail.back}` })).toBeVisible();
  // The name starts where the frame reserved it.
  expect((await heading.boundingBox())?.y).toBeCloseTo(framed?.y ?? -1, 0);
});

test('a visitor opening a framed screen still ends at login', async ({ page }) => {
  await openScreen(page, 'dashboard');
  await expectScreen(page, 'login', {}, { query: returningTo('dashboard') });
});

test("a customer opening a provider's framed screen is sent to their dashboard", async ({
  ownerPage: page,
}) => {
  await openScreen(page, 'supplierJobs');
  await expectScreen(page, 'dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your boat care');
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
});
