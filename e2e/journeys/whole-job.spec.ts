import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import type { RouteName } from '@boatcare/shared-domain/core';
import { signedInPage } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { PHOTO, shoot } from '../support/job-lifecycle.ts';
import { onboardedProvider } from '../support/new-provider.ts';
import { outboxFor } from '../support/outbox.ts';
import { danishOwner, payWithTestCard } from '../support/payment-setup.ts';
import { postRequest } from '../support/requests.ts';
import { ANY_ID, expectScreen, openScreen } from '../support/navigate.ts';

// The whole platform on a shared, busy machine: one long journey, generous waits.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial' });

type Texts = Record<string, unknown>;
const textsOf = (lng: string): Texts =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../shared-domain/src/i18n', `${lng}_translation.json`),
      'utf8',
    ),
  ) as Texts;
const TEXTS = { en: textsOf('en'), da: textsOf('da') };
/** A screen text by its key, in a language (the app's own translation files). */
const text = (lng: 'en' | 'da', key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], TEXTS[lng]) as string;

/** Both languages when screenshots are taken (SCREENSHOTS_DIR), else English only (faster). */
const LANGUAGES = process.env.SCREENSHOTS_DIR ? (['da', 'en'] as const) : (['en'] as const);

/** A screen by name and parameters. */
type At = [RouteName, Record<string, string>?];

/**
 * A dialog in Danish and English, for the screenshots and axe: the screen `at` in each
 * language, the dialog opened by its button (`open`, a translation key) and closed again.
 */
async function dialogInBoth(page: Page, [screen, params]: At, open: string, name: string) {
  for (const lng of LANGUAGES) {
    await openScreen(page, screen, params, { lng });
    await page
      .getByRole('button', { name: text(lng, open), exact: true })
      .first()
      .click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, `whole-${name}-${lng}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** A page in Danish and English, for the screenshots and axe. */
async function pageInBoth(page: Page, [screen, params]: At, name: string) {
  for (const lng of LANGUAGES) {
    await openScreen(page, screen, params, { lng });
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, `whole-${name}-${lng}`);
  }
}

/** The provider's offer on a request, through the bid dialog. */
async function bidOn(page: Page, postId: string, dollars: string) {
  await openScreen(page, 'supplierJobDetail', { id: postId });
  await page.getByRole('button', { name: 'Make offer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bid amount (USD)').fill(dollars);
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Bid submitted successfully')).toBeVisible();
}

/** The owner accepts the one bid on a request and pays it with the test card. */
async function acceptAndPay(page: Page, postId: string) {
  await openScreen(page, 'requestDetail', { id: postId });
  await page.getByRole('button', { name: /^Accept offer/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Accept this offer?' })
    .getByRole('button', { name: 'Yes, accept offer' })
    .click();
  await expectScreen(page, 'payment');
  await payWithTestCard(page, TEST_CARDS.succeeds);
  await expect(page.getByRole('heading', { name: 'Payment Completed Successfully' })).toBeVisible();
}

/** Reloads until the locator shows the text (the money worker runs a moment later). */
async function eventually(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 90_000, intervals: [1_000, 2_000, 5_000] });
}

test('a new owner and a new provider run a whole job to the end, and a second one is cancelled in time and refunded', async ({
  browser,
  request,
}) => {
  test.setTimeout(process.env.SCREENSHOTS_DIR ? 1_800_000 : 900_000);
  // A new owner who reads Danish (so her emails are Danish), with two requests.
  const owner = await danishOwner(request, 'USD');
  const tag = randomUUID().slice(0, 6);
  const [boat, boat2] = [`Terne ${tag}`, `Ravn ${tag}`];
  const first = await postRequest(request, owner.token, { boatName: boat });
  const second = await postRequest(request, owner.token, { boatName: boat2 });

  // A new provider, onboarded through the screens: gate fee and subscription in test mode.
  const providerPage = await (await browser.newContext()).newPage();
  const provider = await onboardedProvider(providerPage, request);

  // The provider asks a question on the request; the owner answers; the provider sees it.
  await openScreen(providerPage, 'supplierJobDetail', { id: first.id });
  await providerPage.getByLabel('Your question').fill('Is the boat in the water at B-12?');
  await providerPage.getByRole('button', { name: 'Ask question' }).click();
  await expect(providerPage.getByText("Waiting for the owner's answer")).toBeVisible();
  const ownerPage = await signedInPage(browser, owner.email, owner.password, { lng: 'da' });
  await openScreen(ownerPage, 'requestDetail', { id: first.id }, { lng: 'da' });
  const questions = ownerPage.getByRole('region', { name: 'Beskeder' });
  await expect(questions.getByText('Is the boat in the water at B-12?')).toBeVisible();
  await questions.getByLabel('Dit svar').fill('Ja, ved bro B-12 hele ugen.');
  await questions.getByRole('button', { name: 'Send svar' }).click();
  await expect(questions.getByText('Ja, ved bro B-12 hele ugen.')).toBeVisible();
  await providerPage.reload();
  await expect(providerPage.getByText('Ja, ved bro B-12 hele ugen.')).toBeVisible();
  await expect(providerPage.getByText('Answer from the owner')).toBeVisible();

  // The bid dialog, in both languages; then the offer; the owner accepts it and pays.
  await dialogInBoth(
    providerPage,
    ['supplierJobDetail', { id: first.id }],
    'supplierJobs.makeOffer',
    'bid',
  );
  await bidOn(providerPage, first.id, '300');
  await acceptAndPay(ownerPage, first.id);

  // The provider finds the paid job in the orders and works it: before photos (a wrong one
  // removed again), after photos, done.
  await openScreen(providerPage, 'supplierMyJobs');
  // The list links by the order's id; it opens the job's one page.
  const jobId = (await providerPage.getByRole('link', { name: boat }).getAttribute('href'))!
    .split('/')
    .at(-1)!;
  expect(jobId).toMatch(ANY_ID);
  await providerPage.getByRole('link', { name: boat }).click();
  await expectScreen(providerPage, 'supplierJobDetail', { id: first.id });
  await expect(providerPage.getByText('Paid', { exact: true }).first()).toBeVisible();
  await pageInBoth(providerPage, ['supplierJobDetail', { id: first.id }], 'provider-paid');
  await providerPage.getByRole('button', { name: 'Start the job' }).click();
  await providerPage
    .getByRole('alertdialog', { name: 'Start this job?' })
    .getByRole('button', { name: 'Start the job' })
    .click();
  const cleaning = providerPage.locator('[data-service="cleaning"]');
  const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PHOTO });
  await providerPage.getByLabel('Add before photos of Cleaning').setInputFiles(photo('b.png'));
  await expect(cleaning.locator('[data-phase="before"] img')).toHaveCount(1);
  await providerPage.getByLabel('Add before photos of Cleaning').setInputFiles(photo('wrong.png'));
  await expect(cleaning.locator('[data-phase="before"] img')).toHaveCount(2);
  await providerPage.getByRole('button', { name: 'Remove before photo 2 of Cleaning' }).click();
  await expect(providerPage.getByText('Photo removed')).toBeVisible();
  await expect(cleaning.locator('[data-phase="before"] img')).toHaveCount(1);
  await providerPage.getByLabel('Add after photos of Cleaning').setInputFiles(photo('a.png'));
  await expect(cleaning.locator('[data-phase="after"] img')).toHaveCount(1);
  await pageInBoth(providerPage, ['supplierJobDetail', { id: first.id }], 'provider-in-progress');
  await providerPage.getByRole('button', { name: 'Mark as done' }).click();
  await providerPage
    .getByRole('alertdialog', { name: 'Mark the job as done?' })
    .getByRole('button', { name: 'Mark as done' })
    .click();
  await expect(providerPage.getByText(/Done: waiting for the owner to confirm/)).toBeVisible();
  // Once done, the photos stay as they are.
  await expect(providerPage.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // The owner looks at before and after, (the confirm and dispute dialogs in both languages),
  // and confirms.
  await pageInBoth(ownerPage, ['myOrderDetail', { id: first.id }], 'owner-done');
  await dialogInBoth(
    ownerPage,
    ['myOrderDetail', { id: first.id }],
    'jobPage.action.confirm',
    'confirm',
  );
  await dialogInBoth(ownerPage, ['myOrderDetail', { id: first.id }], 'disputes.open', 'dispute');
  const work = ownerPage.getByRole('region', { name: 'The work' });
  await ownerPage.getByRole('button', { name: 'Confirm the work' }).click();
  await ownerPage
    .getByRole('alertdialog', { name: 'Confirm the work is done?' })
    .getByRole('button', { name: 'Confirm the job' })
    .click();
  await expect(work.getByText(/^(Confirmed|Paid out)$/).first()).toBeVisible();

  // The provider sees the payout in Earnings: 75% of 300 paid out, with its transfer.
  await openScreen(providerPage, 'supplierDashboard');
  await providerPage.getByRole('link', { name: 'Earnings' }).first().click();
  await expectScreen(providerPage, 'supplierEarnings');
  const paidRow = providerPage.locator(`[data-testid=earnings-job][data-job="${jobId}"]`);
  await eventually(providerPage, () =>
    expect(paidRow).toContainText('Paid out', { timeout: 5_000 }),
  );
  await expect(paidRow).toContainText('US$225.00');
  await expect(
    providerPage.locator(`[data-testid=earnings-payout][data-job="${jobId}"]`),
  ).toContainText('US$225.00');
  await pageInBoth(providerPage, ['supplierEarnings'], 'earnings');

  // Both review each other; the ratings show on both dashboards.
  await openScreen(ownerPage, 'requestDetail', { id: first.id });
  const ownerReviews = ownerPage.getByRole('region', { name: 'Reviews' });
  await ownerReviews.getByRole('radio', { name: '5 stars' }).check();
  await ownerReviews.getByLabel('Your review').fill('Spotless hull, on time.');
  await expectNoSeriousA11yViolations(ownerPage);
  await shoot(ownerPage, 'whole-review-en');
  await ownerReviews.getByRole('button', { name: 'Publish review' }).click();
  await expect(ownerPage.getByText('Review published')).toBeVisible();
  await openScreen(providerPage, 'supplierJobDetail', { id: first.id });
  const providerReviews = providerPage.getByRole('region', { name: 'Reviews' });
  await expect(providerReviews.getByText('Spotless hull, on time.')).toBeVisible();
  await providerReviews.getByRole('radio', { name: '4 stars' }).check();
  await providerReviews.getByLabel('Your review').fill('Clear answers, boat ready.');
  await providerReviews.getByRole('button', { name: 'Publish review' }).click();
  await expect(providerPage.getByText('Review published')).toBeVisible();
  await pageInBoth(providerPage, ['supplierJobDetail', { id: first.id }], 'provider-reviewed');
  await openScreen(providerPage, 'supplierDashboard');
  await expect(
    providerPage.getByRole('region', { name: 'Average rating from owners' }),
  ).toContainText('5.0');
  await openScreen(ownerPage, 'dashboard');
  await expect(ownerPage.getByRole('region', { name: 'Average cleaner rating' })).toContainText(
    '5.0',
  );

  // The second job: offered, accepted and paid, then cancelled by the owner a month ahead of
  // the service: the dialog quotes the full refund (120 + the 5% fee) before confirming.
  await bidOn(providerPage, second.id, '120');
  await acceptAndPay(ownerPage, second.id);
  await dialogInBoth(ownerPage, ['myOrderDetail', { id: second.id }], 'cancelJob.cancel', 'cancel');
  const work2 = ownerPage.getByRole('region', { name: 'The work' });
  await ownerPage.getByRole('button', { name: 'Cancel the job' }).click();
  const cancel = ownerPage.getByRole('alertdialog', { name: 'Cancel this job?' });
  await expect(cancel.getByTestId('refund-quote')).toHaveText('You get a full refund: US$126.00.');
  await cancel.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(work2.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await eventually(ownerPage, () =>
    expect(ownerPage.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 5_000 }),
  );
  await pageInBoth(ownerPage, ['myOrderDetail', { id: second.id }], 'owner-refunded');
  // My jobs keeps it under Cancelled; the total spent counts only the first job (315.00).
  await openScreen(ownerPage, 'myJobs');
  await ownerPage.getByRole('radio', { name: 'Cancelled' }).check();
  await expect(ownerPage.getByRole('list', { name: 'My jobs' })).toContainText(boat2);
  await expectNoSeriousA11yViolations(ownerPage);
  await shoot(ownerPage, 'whole-my-jobs-cancelled-en');
  await openScreen(ownerPage, 'dashboard');
  await expect(ownerPage.getByRole('region', { name: 'Total spent' })).toContainText('315.00');

  // The provider sees it in the orders, refunded, and nothing payable for it.
  await openScreen(providerPage, 'supplierMyJobs');
  const order2 = providerPage.getByRole('listitem').filter({ hasText: boat2 });
  await expect(order2).toContainText('Cancelled');
  await expect(order2).toContainText('Refunded to owner');
  const jobId2 = (await order2.getByRole('link', { name: boat2 }).getAttribute('href'))!
    .split('/')
    .at(-1)!;
  await openScreen(providerPage, 'supplierEarnings');
  await expect(
    providerPage.locator(`[data-testid=earnings-job][data-job="${jobId2}"]`),
  ).toContainText('Refunded to owner');
  await expect(
    providerPage.locator(`[data-testid=earnings-payout][data-job="${jobId2}"]`),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(providerPage);

  // The outbox holds exactly the expected emails for these two: the owner's in Danish, with
  // amounts in kroner; the provider's in English, in dollars.
  const subjects = async (email: string) =>
    (await outboxFor(request, email)).map((message) => message.subject).sort();
  await expect
    .poll(() => subjects(owner.email), { timeout: 60_000 })
    .toEqual(
      [
        `Nyt tilbud på ${boat}`,
        `En udbyder spørger om ${boat}`,
        `${boat} er udført: tjek det venligst`,
        `Du har fået en anmeldelse for ${boat}`,
        `Nyt tilbud på ${boat2}`,
      ].sort(),
    );
  await expect
    .poll(() => subjects(provider.email), { timeout: 60_000 })
    .toEqual(
      [
        `Your offer on ${boat} was accepted`,
        `${boat} is paid: you can start`,
        `${boat} is confirmed`,
        `Payout for ${boat} sent`,
        `You received a review for ${boat}`,
        `Your offer on ${boat2} was accepted`,
        `${boat2} is paid: you can start`,
      ].sort(),
    );
  const mailTo = async (email: string, subject: string) =>
    (await outboxFor(request, email)).find((message) => message.subject === subject)?.text ?? '';
  // 300 USD at 6.41 DKK per USD, in Danish notation.
  expect(await mailTo(owner.email, `Nyt tilbud på ${boat}`)).toMatch(/1\.923,00\s?kr\./);
  expect(await mailTo(provider.email, `Your offer on ${boat} was accepted`)).toContain('US$300.00');
  expect(await mailTo(provider.email, `Payout for ${boat} sent`)).toContain('US$225.00');
});
