import type { Browser, Page } from '@playwright/test';
import type { RouteName } from '@boatcare/shared-domain/core';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  PHOTO,
  finishThroughApi,
  paidJob,
  providerToken,
  shoot,
} from '../support/job-lifecycle.ts';
import { registerOwner, signInAs, type NewOwner } from '../support/payment-setup.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

// Long journeys over the whole platform on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

async function ownerPage(browser: Browser, owner: NewOwner): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, owner);
  return page;
}

/** A Danish look at the screen the page is on, for the screenshots and axe. */
async function inDanish(
  page: Page,
  name: string,
  screen: RouteName,
  params: Record<string, string> = {},
) {
  const heading = page.locator('main h1').first();
  await openScreen(page, screen, params, { lng: 'da' });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, `${name}-da`);
  await openScreen(page, screen, params);
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

test('a provider does a paid job with before and after photos and the owner confirms it', async ({
  providerPage: page,
  browser,
  request,
}) => {
  const owner = await registerOwner(request);
  const { jobId, postId } = await paidJob(request, owner, 180_00);

  // The provider opens the paid job.
  await openScreen(page, 'supplierJobWork', { id: jobId });
  await expect(page.getByRole('heading', { level: 1, name: 'Sea Breeze' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'provider-job-paid-en');

  await page.getByRole('button', { name: 'Start the job' }).click();
  const start = page.getByRole('alertdialog', { name: 'Start this job?' });
  await start.getByRole('button', { name: 'Start the job' }).click();
  // The next step is always the one primary action: before photos, after photos, done.
  const state = page.getByTestId('job-state');
  await expect(state.getByRole('heading', { name: 'Work in progress' })).toBeVisible();
  await expect(state.getByRole('button', { name: 'Add before photos' })).toBeVisible();
  const done = state.getByRole('button', { name: 'Mark as done' });

  // Before photos, then after photos of the one ordered service (cleaning).
  await page
    .getByLabel('Add before photos of Cleaning')
    .setInputFiles({ name: 'before.png', mimeType: 'image/png', buffer: PHOTO });
  const cleaning = page.locator('[data-service="cleaning"]');
  await expect(cleaning.locator('[data-phase="before"] img')).toHaveCount(1);
  await expect(state.getByRole('button', { name: 'Add after photos' })).toBeVisible();
  await page
    .getByLabel('Add after photos of Cleaning')
    .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(cleaning.locator('[data-phase="after"] img')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'provider-job-in-progress-en');
  await inDanish(page, 'provider-job-in-progress', 'supplierJobWork', { id: jobId });

  await done.click();
  await page
    .getByRole('alertdialog', { name: 'Mark the job as done?' })
    .getByRole('button', { name: 'Mark as done' })
    .click();
  await expect(page.getByText('Done: waiting for the owner to confirm')).toBeVisible();
  await shoot(page, 'provider-job-done-en');

  // The owner sees before and after side by side and confirms.
  const owners = await ownerPage(browser, owner);
  await openScreen(owners, 'myOrderDetail', { id: postId });
  const work = owners.getByRole('region', { name: 'The work' });
  await expect(work.getByText('Done, to confirm').first()).toBeVisible({ timeout: 30_000 });
  const row = work.locator('[data-service="cleaning"]');
  await expect(row.locator('[data-phase="before"] img')).toHaveAttribute('alt', /Before photo 1/);
  await expect(row.locator('[data-phase="after"] img')).toHaveAttribute('alt', /After photo 1/);
  const [before, after] = await Promise.all([
    row.locator('[data-phase="before"]').boundingBox(),
    row.locator('[data-phase="after"]').boundingBox(),
  ]);
  expect(after!.x).toBeGreaterThan(before!.x);
  expect(Math.abs(after!.y - before!.y)).toBeLessThan(5);
  await expectNoSeriousA11yViolations(owners);
  await shoot(owners, 'owner-job-done-en');
  await inDanish(owners, 'owner-job-done', 'myOrderDetail', { id: postId });

  await owners.getByRole('button', { name: 'Confirm the work' }).click();
  const confirm = owners.getByRole('alertdialog', { name: 'Confirm the work is done?' });
  await confirm.getByRole('button', { name: 'Confirm the job' }).click();
  // Confirmed, and a moment later paid out by the money worker: either may show first.
  await expect(work.getByText(/^(Confirmed|Paid out)$/).first()).toBeVisible();
  await expect(owners.getByRole('button', { name: 'Open a dispute' })).toHaveCount(0);
  await shoot(owners, 'owner-job-confirmed-en');
  await owners.context().close();

  // The provider's share is released on confirmation: the job ends paid out.
  await page.reload();
  await expect(
    page.getByTestId('job-state').getByRole('heading', { name: 'Paid out' }),
  ).toBeVisible();
  await expect(page.getByTestId('job-state')).toContainText(
    'Your payout of US$135.00 has been sent.',
  );
});

test('an owner disputes a job with a reason and an admin refunds it', async ({
  adminPage: page,
  browser,
  request,
}) => {
  const owner = await registerOwner(request);
  const { jobId, postId } = await paidJob(request, owner, 140_00);
  await finishThroughApi(request, await providerToken(request), jobId);

  const owners = await ownerPage(browser, owner);
  await openScreen(owners, 'myOrderDetail', { id: postId });
  const work = owners.getByRole('region', { name: 'The work' });
  await expect(work.getByText('Done, to confirm').first()).toBeVisible({ timeout: 30_000 });
  await owners.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = owners.getByRole('alertdialog', { name: 'Open a dispute?' });
  await dialog.getByRole('button', { name: 'Open a dispute' }).click();
  await expect(dialog.getByText('Tell us what is wrong, in at least 10 characters.')).toBeVisible();
  await dialog
    .getByLabel('What is wrong?')
    .fill('The hull still has a green line at the waterline.');
  await expectNoSeriousA11yViolations(owners);
  await shoot(owners, 'owner-dispute-dialog-en');
  await dialog.getByRole('button', { name: 'Open a dispute' }).click();
  await expect(work.getByText('Disputed', { exact: true }).first()).toBeVisible();
  await expect(work).toContainText('The hull still has a green line at the waterline.');
  await owners.context().close();

  await openScreen(page, 'adminUsers');
  await page.getByRole('link', { name: 'Disputes', exact: true }).first().click();
  await expectScreen(page, 'adminDisputes');
  const rowOf = page.getByRole('row', { name: /green line at the waterline/ }).first();
  await expect(rowOf).toContainText('Sea Breeze', { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'admin-disputes-en');
  await inDanish(page, 'admin-disputes', 'adminDisputes');

  await openScreen(page, 'adminDisputeDetail', { id: jobId });
  await expect(page.getByRole('heading', { level: 1, name: 'Dispute: Sea Breeze' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('blockquote')).toHaveText(
    'The hull still has a green line at the waterline.',
  );
  await expect(page.locator('[data-service="cleaning"] img')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'admin-dispute-en');
  await inDanish(page, 'admin-dispute', 'adminDisputeDetail', { id: jobId });

  await page.getByRole('button', { name: 'Refund the owner' }).click();
  const refund = page.getByRole('alertdialog', { name: 'Refund the owner?' });
  await expect(refund).toContainText('US$147.00');
  await refund.getByRole('button', { name: 'Refund the owner' }).click();
  await expect(page.getByText('This dispute is decided: Cancelled.')).toBeVisible();
});

test('an owner cancels a paid job in time and sees the full refund before confirming', async ({
  browser,
  request,
}) => {
  const owner = await registerOwner(request);
  const { postId } = await paidJob(request, owner, 120_00);
  const owners = await ownerPage(browser, owner);
  await openScreen(owners, 'myOrderDetail', { id: postId });
  const work = owners.getByRole('region', { name: 'The work' });
  await expect(work.getByText('Paid', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await owners.getByRole('button', { name: 'Cancel the job' }).click();
  const dialog = owners.getByRole('alertdialog', { name: 'Cancel this job?' });
  await expect(dialog.getByTestId('refund-quote')).toHaveText('You get a full refund: US$126.00.');
  await expectNoSeriousA11yViolations(owners);
  await shoot(owners, 'owner-cancel-dialog-en');
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(work.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(owners.getByRole('button', { name: 'Cancel the job' })).toHaveCount(0);
  await openScreen(owners, 'myOrderDetail', { id: postId }, { lng: 'da' });
  await expect(owners.getByText('Afbestilt', { exact: true }).first()).toBeVisible();
  await shoot(owners, 'owner-job-cancelled-da');
  await owners.context().close();
});
