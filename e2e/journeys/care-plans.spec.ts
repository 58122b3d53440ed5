import { expect, test } from '@playwright/test';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import * as plans from '@boatcare/shared-domain/endpoints/plans';
import { call, tokenOf } from '../support/api.ts';
import { payWithTestCard } from '../support/job-lifecycle.ts';
import { ANY_ID, expectScreen, openScreen } from '../support/navigate.ts';
import { registerOwner, signInAs } from '../support/payment-setup.ts';
import { postRequest } from '../support/requests.ts';
import { shootAt } from '../support/screens.ts';

// The whole platform on a shared, busy machine: a generous budget.
test.beforeEach(() => test.setTimeout(240_000));

test('a plan of three visits accepted once makes three jobs on their dates; one skipped in time is refunded', async ({
  page,
  request,
}, testInfo) => {
  const owner = await registerOwner(request);
  await call(request, authApi.saveSettings, {
    token: owner.token,
    body: { language_code: 'en', currency_code: 'USD' },
  });
  const posted = await postRequest(request, owner.token, { boatName: 'Season Swan' });
  await signInAs(page, owner);

  // The owner turns the request into a wash every 9 weeks of the 2031 season (April to October).
  await openScreen(page, 'requestDetail', { id: posted.id });
  await page.getByRole('button', { name: 'Make this a seasonal plan' }).click();
  const make = page.getByRole('alertdialog', { name: 'Make this request a seasonal plan' });
  await make.getByLabel('Plan').selectOption('recurring');
  await make.getByLabel('Every how many weeks').fill('9');
  await make.getByLabel('Season (year of launch)').fill('2031');
  await make.getByLabel('Payment').selectOption('season');
  await make.getByRole('button', { name: 'Make plan' }).click();
  await expectScreen(page, 'carePlan', { id: ANY_ID });
  const planId = page.url().split('/').pop() ?? '';
  const visits = page.getByRole('list', { name: 'Visits' });
  await expect(visits.getByRole('listitem')).toHaveCount(3);
  await expect(visits.getByText('Planned')).toHaveCount(3);

  // The demo provider offers a price per visit; the owner accepts it once for the season.
  const provider = await tokenOf(request, 'provider');
  await call(request, plans.offer, {
    token: provider,
    params: { id: planId },
    body: { pricePerVisit: 300_00, message: 'Every wash by hand' },
  });
  await page.reload();
  await page.getByRole('button', { name: 'Accept for the season' }).click();
  await expect(visits.getByText('Booked')).toHaveCount(3);

  // Three jobs of their own, on the visits' dates, with the provider, at the price per visit.
  const plan = await call(request, plans.get, { token: owner.token, params: { id: planId } });
  expect(plan.visits.map((visit) => visit.date)).toEqual([
    '2031-04-01',
    '2031-06-03',
    '2031-08-05',
  ]);
  const jobIds = plan.visits.map((visit) => visit.jobId ?? '');
  for (const [index, id] of jobIds.entries()) {
    const job = await call(request, jobs.get, { token: owner.token, params: { id } });
    expect(job.job_start_date?.slice(0, 10)).toBe(plan.visits[index]!.date);
    expect(job.bid_amount).toBe(300_00);
  }
  // Paid for the season in advance: every visit's job is paid.
  for (const id of jobIds) await payWithTestCard(request, owner.token, id);

  // The second visit is skipped (years ahead: in time) and refunded in full.
  const second = visits.getByRole('listitem').nth(1);
  await second.getByRole('button', { name: 'Skip visit' }).click();
  const skip = page.getByRole('alertdialog', { name: /Skip the visit on/ });
  await expect(skip).toContainText('refunded in full');
  await skip.getByRole('button', { name: 'Skip visit' }).click();
  await expect(second).toContainText('Skipped');
  const paymentOf = async (id: string) =>
    (await call(request, jobs.get, { token: owner.token, params: { id } })).payment_status;
  await expect.poll(() => paymentOf(jobIds[1]!), { timeout: 60_000 }).toBe('refunded');
  expect(await paymentOf(jobIds[0]!)).toBe('completed');
  expect(await paymentOf(jobIds[2]!)).toBe('completed');

  const dir = testInfo.outputDir;
  await shootAt(page, dir, 'care-plan-en');
  await openScreen(page, 'carePlan', { id: planId }, { lng: 'da' });
  await expect(page.getByText('Sprunget over')).toBeVisible();
  await shootAt(page, dir, 'care-plan-da');
  for (const lng of ['en', 'da'] as const) {
    await openScreen(page, 'carePlans', {}, { lng });
    await expect(page.getByRole('link', { name: /Season Swan/ })).toBeVisible();
    await shootAt(page, dir, `care-plans-${lng}`);
  }
});
