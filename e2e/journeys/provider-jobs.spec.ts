import { randomUUID } from 'node:crypto';
import type { RouteName } from '@boatcare/shared-domain/core';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import { call } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  payWithTestCard,
  registerOwner,
  savePaymentState,
  signInAs,
} from '../support/payment-setup.ts';
import { postRequest } from '../support/requests.ts';
import { shoot } from '../support/screens.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

test('a provider finds a new request nearby, bids, and sees the paid job in my jobs and on the calendar', async ({
  providerPage: page,
  browser,
  request,
}) => {
  test.setTimeout(process.env.SCREENSHOTS_DIR ? 400_000 : 180_000);
  const owner = await registerOwner(request);
  const boatName = `Sea Breeze ${randomUUID().slice(0, 6)}`;
  const { id, preferredDate } = await postRequest(request, owner.token, {
    boatName,
    services: { polishing: true },
    notes: 'Please clean the hull before the season.',
  });

  // The demo provider finds it in nearby jobs with filters.
  await openScreen(page, 'supplierDashboard');
  await page.getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await expectScreen(page, 'supplierJobs');
  await page.getByLabel('Boat length').selectOption('medium');
  await page.getByLabel('Distance').selectOption('10');
  await page.getByRole('checkbox', { name: 'Polishing' }).check();
  await page.getByRole('searchbox', { name: 'Boat name' }).fill(boatName);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name: new RegExp(boatName) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('32 ft');
  await expect(card).toContainText(/\d+(\.\d)? km away/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'jobs-nearby-en');

  // A filter that excludes it leaves the empty state.
  await page.getByLabel('Boat length').selectOption('large');
  await expect(page.getByRole('heading', { name: 'No jobs nearby' })).toBeVisible();
  await page.getByLabel('Boat length').selectOption('medium');

  // Opens it and bids: the modal shows commission and net payout.
  await page
    .getByRole('article', { name: new RegExp(boatName) })
    .getByRole('link', { name: 'View details' })
    .click();
  await expectScreen(page, 'supplierJobDetail', { id });
  await expect(page.getByRole('heading', { level: 1, name: boatName })).toBeVisible();
  await expect(page.getByText('B-12')).toBeVisible();
  const state = page.getByTestId('job-state');
  await expect(state.getByRole('heading', { name: 'Open for offers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'job-detail-en');
  await state.getByRole('button', { name: 'Make offer' }).click();
  const dialog = page.getByRole('dialog');
  // The estimate of a 32 ft cleaning with polishing: about US$580 to US$800.
  await dialog.getByLabel('Bid amount (USD)').fill('700');
  await expect(dialog.getByTestId('commission')).toHaveText('− US$175.00');
  await expect(dialog.getByTestId('net-payout')).toHaveText('US$525.00');
  await expect(dialog).toContainText('Within the estimate.');
  await dialog.getByLabel('Bid amount (USD)').fill('200');
  await expect(dialog.getByRole('alert')).toContainText('far below the estimate');
  await dialog.getByLabel('Bid amount (USD)').fill('700');
  await dialog.getByLabel('Message (optional)').fill('Can do it the week before.');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'bid-modal-en');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Bid submitted successfully')).toBeVisible();
  await expect(page.getByTestId('my-bid-amount')).toContainText('US$700.00');
  await expect(state.getByRole('heading', { name: 'Your offer: US$700.00' })).toBeVisible();

  // The bid shows under my offers.
  await page.getByRole('link', { name: 'My offers', exact: true }).first().click();
  await expectScreen(page, 'supplierMyOffers');
  const mine = page.getByRole('article', { name: new RegExp(boatName) });
  await expect(mine).toContainText('US$700.00');
  await expect(mine).toContainText('Waiting for owner');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'jobs-my-bids-en');

  // The owner accepts and pays in test mode.
  const detail = await call(request, jobpost.get, { token: owner.token, params: { id } });
  const [bid] = detail.data.bids;
  expect(bid?.amount).toBe(700_00);
  if (!bid) throw new Error('the provider has not bid');
  const { id: jobId } = await call(request, jobs.fromBid, {
    token: owner.token,
    body: { bidId: bid.id },
  });
  const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner);
  await savePaymentState(ownerPage, {
    jobId,
    amount: 700_00,
    jobDetails: { boatName, lengthFeet: 32, address: 'Nyhavn 17, 1051 København K', preferredDate },
  });
  await openScreen(ownerPage, 'payment');
  await payWithTestCard(ownerPage, '4242 4242 4242 4242');
  await expect(
    ownerPage.getByRole('heading', { name: 'Payment Completed Successfully' }),
  ).toBeVisible();
  await ownerContext.close();

  // The provider sees the job in my jobs, paid; its page says Paid; and on the calendar day.
  await page.getByRole('link', { name: 'My jobs', exact: true }).first().click();
  await expectScreen(page, 'supplierMyJobs');
  const order = page.getByRole('article', { name: boatName });
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('B-12');
  await expect(order).toContainText('32 ft');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'my-jobs-en');
  await order.getByRole('link', { name: boatName }).click();
  await expectScreen(page, 'supplierJobDetail', { id });
  await expect(state.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The owner', exact: true })).toContainText('Nora');

  await page.getByRole('link', { name: 'Calendar', exact: true }).first().click();
  await expectScreen(page, 'supplierCalendar');
  const [year, month] = preferredDate.split('-').map(Number);
  await page.getByLabel('Year', { exact: true }).selectOption(String(year));
  await page.getByLabel('Month', { exact: true }).selectOption(String(month));
  const day = page.locator(`[data-day="${preferredDate}"]`);
  await expect(day).toContainText(boatName);
  await expect(day).toContainText('32 ft');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'calendar-en');

  // The same screens in Danish, for looking at.
  if (process.env.SCREENSHOTS_DIR) {
    const screens: [RouteName, Record<string, string>, Record<string, string>, string][] = [
      ['supplierJobs', {}, {}, 'jobs-nearby-da'],
      ['supplierJobDetail', { id }, {}, 'job-detail-da'],
      ['supplierMyOffers', {}, {}, 'my-offers-da'],
      ['supplierMyJobs', {}, {}, 'my-jobs-da'],
      ['supplierCalendar', {}, {}, 'calendar-da'],
    ];
    for (const [screen, params, query, name] of screens) {
      await openScreen(page, screen, params, { lng: 'da', query });
      await page.waitForLoadState('networkidle');
      if (name === 'calendar-da') {
        await page.getByLabel('År', { exact: true }).selectOption(String(year));
        await page.getByLabel('Måned', { exact: true }).selectOption(String(month));
        await expect(page.locator(`[data-day="${preferredDate}"]`)).toContainText(boatName);
      }
      await expectNoSeriousA11yViolations(page);
      await shoot(page, name);
    }
    await openScreen(page, 'supplierJobs', {}, { lng: 'da' });
    await page
      .getByRole('button', { name: /Giv tilbud|Ændr tilbud/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByLabel(/Budbeløb/)
      .fill('100');
    await shoot(page, 'bid-modal-da');
  }
});

test('a request that does not exist shows not found with a way back', async ({
  providerPage: page,
}) => {
  await openScreen(page, 'supplierJobDetail', { id: '0123456789abcdef01234567' });
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expectScreen(page, 'supplierJobs');
});
