import type { Page } from '@playwright/test';
import type { RouteName } from '@boatcare/shared-domain/core';
import * as payouts from '@boatcare/shared-domain/endpoints/payouts';
import { call } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import {
  finishThroughApi,
  moveThroughApi,
  paidJob,
  providerToken,
} from '../support/job-lifecycle.ts';
import { registerOwner, signInAs } from '../support/payment-setup.ts';
import { shootInLanguages } from '../support/screens.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 360_000 });

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/payouts';

/** The screen at 1280 and 375 px wide, in English and Danish (the files are for people to look at). */
const shoot = (
  page: Page,
  name: string,
  screen: RouteName,
  params: Record<string, string> = {},
  query?: Record<string, string>,
) => shootInLanguages(page, SHOTS, name, screen, params, query);

test('a confirmed job is paid out to the provider, a cancelled paid job is refunded, the ledger balances', async ({
  providerPage: page,
  adminPage,
  browser,
  request,
}) => {
  const owner = await registerOwner(request);
  const released = await paidJob(request, owner, 200_00);
  const cancelled = await paidJob(request, owner, 80_00);

  // Through the completion routes, with each side's own session: the provider works the first
  // job and the owner confirms it; the owner cancels the second, a month ahead of the service
  // (a full refund by the terms).
  const token = await providerToken(request);
  await finishThroughApi(request, token, released.jobId);
  await moveThroughApi(request, owner.token, released.jobId, 'confirmed');
  await moveThroughApi(request, owner.token, cancelled.jobId, 'cancelled');

  // The money worker pays the provider's share out (and refunds the other) within seconds.
  await expect
    .poll(
      async () => {
        const body = await call(request, payouts.earnings, { token });
        return body.payouts.find((payout) => payout.jobId === released.jobId)?.amount ?? null;
      },
      { timeout: 30_000 },
    )
    .toBe(150_00);

  // The provider sets up payouts from the profile (the test-mode stand-in for Stripe's page).
  await openScreen(page, 'supplierProfile');
  const panel = page.getByRole('region', { name: 'Payouts' });
  await expect(panel).toBeVisible();
  const setUp = panel.getByRole('button', { name: 'Set up payouts' });
  if (await setUp.isVisible()) {
    await setUp.click();
    await expectScreen(
      page,
      'supplierPayoutsTestOnboarding',
      {},
      {
        query: { account: /acct_test_[\w-]+/ },
      },
    );
    await expect(page.getByRole('note')).toContainText('TEST MODE');
    await expectNoSeriousA11yViolations(page);
    const query = { account: new URL(page.url()).searchParams.get('account') ?? '' };
    await shoot(page, 'test-onboarding', 'supplierPayoutsTestOnboarding', {}, query);
    await openScreen(page, 'supplierPayoutsTestOnboarding', {}, { query });
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expectScreen(page, 'supplierProfile', {}, { query: { payouts: 'return' } });
  }
  await expect(page.getByTestId('payout-state')).toContainText('Payouts are set up.');
  await expectNoSeriousA11yViolations(page);
  for (const lng of ['en', 'da'] as const) {
    await openScreen(page, 'supplierProfile', {}, { lng });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('payout-state').scrollIntoViewIfNeeded();
      await page
        .getByRole('region', { name: lng === 'en' ? 'Payouts' : 'Udbetalinger' })
        .screenshot({ path: `${SHOTS}/profile-payouts-${lng}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await openScreen(page, 'supplierProfile');

  // Earnings, from the navigation: the confirmed job's share is paid out, the refunded one is not.
  await page.getByRole('link', { name: 'Earnings' }).first().click();
  await expectScreen(page, 'supplierEarnings');
  const releasedRow = page.locator(`[data-testid=earnings-job][data-job="${released.jobId}"]`);
  await expect(releasedRow).toContainText('Paid out');
  await expect(
    page.locator(`[data-testid=earnings-payout][data-job="${released.jobId}"]`),
  ).toBeVisible();
  await expect(
    page.locator(`[data-testid=earnings-job][data-job="${cancelled.jobId}"]`),
  ).toContainText('Refunded to owner');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'earnings', 'supplierEarnings');
  await openScreen(page, 'supplierEarnings', {}, { lng: 'da' });
  await expect(releasedRow).toContainText('Udbetalt');

  // The owner sees the cancelled order refunded.
  const owners = await (await browser.newContext()).newPage();
  await signInAs(owners, owner);
  // Total spent: what was charged minus what was refunded (the second order came back in full).
  await expect(owners.getByRole('region', { name: 'Total spent' })).toContainText('210.00');
  await openScreen(owners, 'myOrderDetail', { id: cancelled.postId });
  await expect(owners.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(owners.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(owners);
  await shoot(owners, 'owner-refunded', 'myOrderDetail', { id: cancelled.postId });
  await owners.context().close();

  // The admin's ledger balances, and shows the refund of that job.
  await openScreen(adminPage, 'adminLedger');
  await expect(adminPage.getByTestId('ledger-balance')).toHaveText(/The ledger balances/);
  await adminPage.getByLabel('Job id').fill(cancelled.jobId);
  await expect(adminPage.getByTestId('ledger-entry').filter({ hasText: 'Refund' })).toHaveCount(1);
  await expect(adminPage.getByTestId('ledger-entry').filter({ hasText: 'Payout' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(adminPage);
  await shoot(adminPage, 'admin-ledger', 'adminLedger');
  await openScreen(adminPage, 'adminLedger', {}, { lng: 'da' });
  await expect(adminPage.getByTestId('ledger-balance')).toHaveText(/Regnskabet stemmer/);
});
