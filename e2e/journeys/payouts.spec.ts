import { expect as baseExpect, test, type Page } from '@playwright/test';
import * as payouts from '@boatcare/shared-domain/endpoints/payouts';
import { signIn } from '../support/accounts.ts';
import { call } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  finishThroughApi,
  moveThroughApi,
  paidJob,
  providerToken,
} from '../support/job-lifecycle.ts';
import { registerOwner, signInAs } from '../support/payment-setup.ts';
import { shootInLanguages } from '../support/screens.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 360_000 });

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/payouts';

/** The screen at 1280 and 375 px wide, in English and Danish (the files are for people to look at). */
const shoot = (page: Page, name: string, path: string) => shootInLanguages(page, SHOTS, name, path);

test('a confirmed job is paid out to the provider, a cancelled paid job is refunded, the ledger balances', async ({
  page,
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
  await signIn(page, 'provider');
  await page.goto('/en/supplier/profile');
  const panel = page.getByRole('region', { name: 'Payouts' });
  await expect(panel).toBeVisible();
  const setUp = panel.getByRole('button', { name: 'Set up payouts' });
  if (await setUp.isVisible()) {
    await setUp.click();
    await expect(page).toHaveURL(/\/en\/supplier\/payouts\/test-onboarding\?account=acct_test_/);
    await expect(page.getByRole('note')).toContainText('TEST MODE');
    await expectNoSeriousA11yViolations(page);
    const { search } = new URL(page.url());
    await shoot(page, 'test-onboarding', `supplier/payouts/test-onboarding${search}`);
    await page.goto(`/en/supplier/payouts/test-onboarding${search}`);
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL(/\/en\/supplier\/profile\?payouts=return$/);
  }
  await expect(page.getByTestId('payout-state')).toContainText('Payouts are set up.');
  await expectNoSeriousA11yViolations(page);
  for (const lng of ['en', 'da']) {
    await page.goto(`/${lng}/supplier/profile`);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('payout-state').scrollIntoViewIfNeeded();
      await page
        .getByRole('region', { name: lng === 'en' ? 'Payouts' : 'Udbetalinger' })
        .screenshot({ path: `${SHOTS}/profile-payouts-${lng}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.goto('/en/supplier/profile');

  // Earnings, from the navigation: the confirmed job's share is paid out, the refunded one is not.
  await page.getByRole('link', { name: 'Earnings' }).first().click();
  await expect(page).toHaveURL(/\/en\/supplier\/earnings$/);
  const releasedRow = page.locator(`[data-testid=earnings-job][data-job="${released.jobId}"]`);
  await expect(releasedRow).toContainText('Paid out');
  await expect(
    page.locator(`[data-testid=earnings-payout][data-job="${released.jobId}"]`),
  ).toBeVisible();
  await expect(
    page.locator(`[data-testid=earnings-job][data-job="${cancelled.jobId}"]`),
  ).toContainText('Refunded to owner');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'earnings', 'supplier/earnings');
  await page.goto('/da/supplier/earnings');
  await expect(releasedRow).toContainText('Udbetalt');

  // The owner sees the cancelled order refunded.
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, owner);
  // Total spent: what was charged minus what was refunded (the second order came back in full).
  await expect(page.getByRole('region', { name: 'Total spent' })).toContainText('210.00');
  await page.goto(`/en/my-order/${cancelled.postId}`);
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'owner-refunded', `my-order/${cancelled.postId}`);

  // The admin's ledger balances, and shows the refund of that job.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin');
  await page.goto('/en/admin/ledger');
  await expect(page.getByTestId('ledger-balance')).toHaveText(/The ledger balances/);
  await page.getByLabel('Job id').fill(cancelled.jobId);
  await expect(page.getByTestId('ledger-entry').filter({ hasText: 'Refund' })).toHaveCount(1);
  await expect(page.getByTestId('ledger-entry').filter({ hasText: 'Payout' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'admin-ledger', 'admin/ledger');
  await page.goto('/da/admin/ledger');
  await expect(page.getByTestId('ledger-balance')).toHaveText(/Regnskabet stemmer/);
});
