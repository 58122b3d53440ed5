import type { Page } from '@playwright/test';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import * as club from '@boatcare/shared-domain/endpoints/club';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import * as plans from '@boatcare/shared-domain/endpoints/plans';
import { call, photoFile, tokenOf } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { chooseDay } from '../support/date-field.ts';
import { expect, pageAs, test } from '../support/fixtures.ts';
import { ANY_ID, expectScreen, openScreen } from '../support/navigate.ts';
import { payWithTestCard, registerOwner, signInAs } from '../support/payment-setup.ts';
import { postRequest } from '../support/requests.ts';
import { shootAt, shootInLanguages } from '../support/screens.ts';

// The whole platform on a shared, busy machine: a generous budget.
test.beforeEach(() => test.setTimeout(360_000));

/**
 * The wizard's first three steps, filled in (the draft keeps them when the language changes);
 * `shot`: the date step's screenshots.
 */
async function wizardToReview(page: Page, next: string, filled: boolean, shot: string) {
  if (!filled) {
    await page.getByLabel('Boat name').fill('Season Swan');
    await page.getByLabel('Boat length').fill('32');
    await page.getByLabel('Boat type').selectOption('Sailboat');
    await page.getByLabel('Hull material').selectOption('Gelcoat');
    await page.getByLabel('Where is the boat?').selectOption('In water');
    await page.getByLabel('Dock number').fill('B-12');
    await page.getByRole('combobox', { name: 'Harbour / address' }).fill('tuborg');
    await page.getByRole('option', { name: /Tuborg Havn/ }).click();
  }
  await page.locator('input[type=file]').setInputFiles([photoFile()]);
  await page.getByRole('button', { name: next }).click();
  if (!filled) await page.getByLabel('Polishing').check();
  await page.getByRole('button', { name: next }).click();
  if (!filled) {
    await chooseDay(page, 'Preferred date', '2031-03-20');
    await page.getByLabel('Your phone number').fill('+45 12 34 56 78');
  }
  await shootAt(page, shot, `wizard-date-${filled ? 'da' : 'en'}`, { fullPage: false });
  await page.getByRole('button', { name: next }).click();
}

test('a plan posted from the wizard, paid for the season in one payment; a skipped visit is refunded from it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const dir = testInfo.outputDir;
  const owner = await registerOwner(request);
  await call(request, authApi.saveSettings, {
    token: owner.token,
    body: { language_code: 'en', currency_code: 'USD' },
  });
  // A member of the demo club (its season starts in April): the club sees the plan by week.
  const clubToken = await tokenOf(request, 'club');
  const demoClub = await call(request, club.profile, { token: clubToken });
  const asked = await call(request, membership.create, {
    token: owner.token,
    body: { clubId: demoClub.id },
  });
  await call(request, membership.decide, {
    token: clubToken,
    params: { id: asked.data.id },
    body: { status: 'accepted' },
  });
  await signInAs(page, owner);

  // The wizard's last step: posted as a wash every 9 weeks of the 2031 season, paid in advance.
  await openScreen(page, 'createRequest');
  await wizardToReview(page, 'Next', false, dir);
  const postAs = page.getByRole('group', { name: 'Post as' });
  await postAs.getByLabel(/A seasonal care plan/).check();
  await postAs.getByLabel('Plan', { exact: true }).selectOption('recurring');
  await postAs.getByLabel('Every how many weeks').fill('9');
  await postAs.getByLabel('Season (year of launch)').fill('2031');
  await postAs.getByLabel('Payment', { exact: true }).selectOption('season');
  await expectAccessible(page);
  await shootAt(page, dir, 'wizard-plan-step-en');
  // The same step in Danish (the draft keeps the answers; photos are chosen again).
  await openScreen(page, 'createRequest', {}, { lng: 'da' });
  await wizardToReview(page, 'Næste', true, dir);
  await page
    .getByRole('group', { name: 'Opret som' })
    .getByLabel(/En plejeplan/)
    .check();
  await expectAccessible(page);
  await shootAt(page, dir, 'wizard-plan-step-da');
  await page.getByRole('button', { name: 'Afslut' }).click();
  await expectScreen(page, 'carePlan', { id: ANY_ID }, { lng: 'da' });
  const planId = page.url().split('/').pop() ?? '';
  await openScreen(page, 'carePlan', { id: planId });
  const visits = page.getByRole('list', { name: 'Visits' });
  await expect(visits.getByRole('listitem')).toHaveCount(3);
  await expect(visits.getByText('Planned')).toHaveCount(3);

  // The demo provider finds it among the open plans and offers a price per visit.
  const providerPage = await pageAs(browser, 'provider');
  await openScreen(providerPage, 'supplierPlans');
  const card = providerPage.getByRole('region', { name: 'Care plan for Season Swan' }).first();
  await expect(card).toBeVisible();
  await shootInLanguages(providerPage, dir, 'provider-open-plans', 'supplierPlans');
  await openScreen(providerPage, 'supplierPlans');
  await expectAccessible(providerPage);
  await call(request, plans.offer, {
    token: await tokenOf(request, 'provider'),
    params: { id: planId },
    body: { pricePerVisit: 300_00, message: 'Every wash by hand' },
  });
  await providerPage.reload();
  await expect(card).toContainText('Your offer');
  await shootAt(providerPage, dir, 'provider-plan-offer-en');

  // The owner accepts it once for the season: three jobs of their own, on the visits' dates.
  await page.reload();
  await page.getByRole('button', { name: 'Accept for the season' }).click();
  await expect(visits.getByText('Booked')).toHaveCount(3);
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

  // A visit's own page offers no "Pay" (the server takes it only with the season): it says so
  // and leads to the plan.
  const visitPost = (
    await call(request, jobs.get, { token: owner.token, params: { id: jobIds[0]! } })
  ).jobPostId;
  for (const [lng, title, link] of [
    ['en', 'Paid with the season', 'Open the care plan'],
    ['da', 'Betales med sæsonen', 'Åbn plejeplanen'],
  ] as const) {
    await openScreen(page, 'requestDetail', { id: visitPost }, { lng });
    await expect(page.getByRole('region', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: link })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Pay|Betal) / })).toHaveCount(0);
    await expectAccessible(page);
    await shootAt(page, dir, `season-visit-${lng}`);
  }
  // The owner's list says the same on each visit's card.
  await openScreen(page, 'myJobs');
  await expect(page.locator('article').filter({ hasText: 'Paid with the season' })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await openScreen(page, 'requestDetail', { id: visitPost });
  await page.getByRole('link', { name: 'Open the care plan' }).click();
  await expectScreen(page, 'carePlan', { id: planId });

  // One payment for the season: three visits of US$300.00 plus the 5% fee each.
  await expect(page.getByText('Paid for the season: US$0.00, refunded: US$0.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay for the season (3 visits)' }).click();
  await expectScreen(page, 'payment');
  await expect(page.getByRole('region', { name: 'Payment breakdown' })).toContainText(
    'TotalUS$945.00',
  );
  await expect(page.getByText('3 visits of the care plan')).toBeVisible();
  await expectAccessible(page);
  await shootAt(page, dir, 'season-payment-en');
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expectScreen(
    page,
    'paymentComplete',
    {},
    { query: { payment_intent: /pi_\w+/, redirect_status: 'succeeded' } },
  );
  await page.getByRole('link', { name: 'View the plan' }).click();
  await expectScreen(page, 'carePlan', { id: planId });
  await expect(page.getByText('Paid for the season: US$945.00, refunded: US$0.00')).toBeVisible();
  const paymentOf = async (id: string) =>
    (await call(request, jobs.get, { token: owner.token, params: { id } })).payment_status;
  for (const id of jobIds) expect(await paymentOf(id)).toBe('completed');

  // The second visit is skipped (years ahead: in time) and refunded from the season's payment.
  const second = visits.getByRole('listitem').nth(1);
  await second.getByRole('button', { name: 'Skip visit' }).click();
  const skip = page.getByRole('alertdialog', { name: /Skip the visit on/ });
  await expect(skip).toContainText('refunded in full');
  await skip.getByRole('button', { name: 'Skip visit' }).click();
  await expect(second).toContainText('Skipped');
  await expect.poll(() => paymentOf(jobIds[1]!), { timeout: 60_000 }).toBe('refunded');
  expect(await paymentOf(jobIds[0]!)).toBe('completed');
  expect(await paymentOf(jobIds[2]!)).toBe('completed');
  await page.reload();
  await expect(page.getByText('Paid for the season: US$945.00, refunded: US$315.00')).toBeVisible();
  await expectAccessible(page);
  await shootAt(page, dir, 'care-plan-en');
  await openScreen(page, 'carePlan', { id: planId }, { lng: 'da' });
  await expect(page.getByText('Sprunget over')).toBeVisible();
  await expect(
    page.getByText(/Betalt for sæsonen: .*945,00.*, refunderet: .*315,00/),
  ).toBeVisible();
  await expectAccessible(page);
  await shootAt(page, dir, 'care-plan-da');
  for (const lng of ['en', 'da'] as const) {
    await openScreen(page, 'carePlans', {}, { lng });
    await expect(page.getByRole('link', { name: /Season Swan/ })).toBeVisible();
    await expectAccessible(page);
    await shootAt(page, dir, `care-plans-${lng}`);
  }

  // The provider's calendar has the visits on their dates (April 2031: the first).
  for (const lng of ['en', 'da'] as const) {
    await openScreen(providerPage, 'supplierCalendar', {}, { lng });
    const selects = providerPage.getByRole('main').getByRole('combobox');
    await selects.nth(1).selectOption('2031');
    await selects.nth(0).selectOption('4');
    await expect(providerPage.getByRole('main')).toContainText('Season Swan');
    // The day as the language writes it (Danish: month in lower case).
    await expect(providerPage.locator('[data-day="2031-04-01"]')).toContainText(
      lng === 'en' ? /Tuesday,? 1 April/ : /Tirsdag (den )?1\. april/,
    );
    await expectAccessible(providerPage);
    await shootAt(providerPage, dir, `provider-calendar-plan-${lng}`);
  }
  await providerPage.context().close();

  // The club sees its member's visits by week (no owner).
  const clubPage = await pageAs(browser, 'club');
  for (const lng of ['en', 'da'] as const) {
    await openScreen(clubPage, 'clubPlans', {}, { lng });
    await expect(clubPage.getByRole('main')).toContainText('Season Swan');
    // 1 April 2031 is in ISO week 14 (Monday 31 March to Sunday 6 April).
    await expect(
      clubPage.getByRole('heading', { name: lng === 'en' ? 'Week 14, 2031' : 'Uge 14, 2031' }),
    ).toBeVisible();
    await expect(clubPage.getByRole('main')).toContainText(
      lng === 'en' ? /31 March\s?–\s?6 April/ : /31\. marts\s?–\s?6\. april/,
    );
    await expectAccessible(clubPage);
  }
  await shootInLanguages(clubPage, dir, 'club-plan-weeks', 'clubPlans');
  await clubPage.context().close();
});

test('"Make this a seasonal plan" on an open request still makes the plan', async ({
  page,
  request,
}, testInfo) => {
  const owner = await registerOwner(request);
  const posted = await postRequest(request, owner.token, { boatName: 'Button Boat' });
  await signInAs(page, owner);
  // The edit form's date: day, month by name and year, in each language.
  for (const [lng, edit, close] of [
    ['en', 'Edit request', 'Cancel'],
    ['da', 'Ret opgave', 'Annuller'],
  ] as const) {
    await openScreen(page, 'requestDetail', { id: posted.id }, { lng });
    await page.getByRole('button', { name: edit }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByRole('group', { name: lng === 'en' ? 'Preferred date' : 'Ønsket dato' }),
    ).toBeVisible();
    await shootAt(page, testInfo.outputDir, `edit-request-date-${lng}`, { fullPage: false });
    await dialog.getByRole('button', { name: close }).click();
  }
  await openScreen(page, 'requestDetail', { id: posted.id });
  await page.getByRole('button', { name: 'Make this a seasonal plan' }).click();
  const make = page.getByRole('alertdialog', { name: 'Make this request a seasonal plan' });
  await make.getByLabel('Plan').selectOption('yearly');
  await make.getByLabel('Season (year of launch)').fill('2031');
  await expectAccessible(page);
  await shootAt(page, testInfo.outputDir, 'make-plan-dialog-en', { fullPage: false });
  await make.getByRole('button', { name: 'Make plan' }).click();
  await expectScreen(page, 'carePlan', { id: ANY_ID });
  await expect(page.getByRole('list', { name: 'Visits' }).getByRole('listitem')).toHaveCount(2);
});
