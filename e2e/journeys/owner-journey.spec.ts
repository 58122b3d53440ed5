import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import { test } from '../support/fixtures.ts';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { call, photoFile } from '../support/api.ts';
import { chooseDay } from '../support/date-field.ts';
import { moveThroughApi, providerToken } from '../support/job-lifecycle.ts';
import { ANY_ID, expectScreen, openScreen } from '../support/navigate.ts';
import { shootAt } from '../support/screens.ts';

// A new owner's whole job through the screens, in English and in Danish: register, post a
// request through the wizard, compare and accept the provider's offer, pay, see it paid (and
// no pay button), confirm the work and review it. The owner's clicks are counted.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial' });

type Lng = 'en' | 'da';
type Texts = Record<string, unknown>;
const TEXTS: Record<Lng, Texts> = {
  en: JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../shared-domain/src/i18n/en_translation.json'),
      'utf8',
    ),
  ) as Texts,
  da: JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../shared-domain/src/i18n/da_translation.json'),
      'utf8',
    ),
  ) as Texts,
};

/** A screen text by its key in a language, with `{{values}}` and `_one`/`_other` plurals. */
function T(lng: Lng, key: string, values: Record<string, string | number> = {}): string {
  const find = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], TEXTS[lng]);
  const count = values.count;
  const plural = count === undefined ? undefined : find(`${key}_${count === 1 ? 'one' : 'other'}`);
  const raw = (plural ?? find(key)) as string | undefined;
  if (typeof raw !== 'string') throw new Error(`no text ${lng}:${key}`);
  return raw.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Screenshots of the job page, looked at by people: test-results/owner-journey/. */
const SHOTS = join(import.meta.dirname, '../../test-results/owner-journey');
mkdirSync(SHOTS, { recursive: true });

/** Counts the owner's clicks: every click or check the owner makes goes through it. */
function clickCounter() {
  let clicks = 0;
  return {
    click: async (target: Locator) => {
      clicks += 1;
      await target.click();
    },
    check: async (target: Locator) => {
      clicks += 1;
      await target.check();
    },
    get count() {
      return clicks;
    },
  };
}

/** A small real JPEG made in the browser (the wizard checks photos by their bytes on the server). */
async function boatPhoto(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a7ab0';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#f6f4ef';
    context.fillRect(120, 260, 400, 80);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  });
  return { name: 'boat.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

const header = (page: Page) => page.locator('section[data-state]').first();

async function shootState(page: Page, lng: Lng, state: string) {
  await expect(header(page)).toHaveAttribute('data-state', state);
  await page.waitForLoadState('networkidle');
  await shootAt(page, SHOTS, `job-${state}-${lng}`);
}

for (const lng of ['en', 'da'] as const) {
  test(`a new owner goes from registering to a paid, confirmed and reviewed job (${lng})`, async ({
    page,
    providerPage,
    request,
  }) => {
    test.setTimeout(600_000);
    const owner = clickCounter();
    const boat = `Havørn ${randomUUID().slice(0, 6)}`;
    const email = `owner-journey-${randomUUID()}@boatcare.test`;

    // Home, then sign-up: the Register link when the home page has one, else the register page.
    await openScreen(page, 'home', {}, { lng });
    const registerLink = page
      .getByRole('link', { name: /register|opret konto|registrer/i })
      .first();
    if (await registerLink.isVisible().catch(() => false)) await owner.click(registerLink);
    else await openScreen(page, 'register', {}, { lng });
    await expectScreen(page, 'register', {}, { lng });
    await page.getByLabel(T(lng, 'register.firstName')).fill('Ida');
    await page.getByLabel(T(lng, 'register.lastName')).fill('Holm');
    await page.getByLabel(T(lng, 'register.email')).fill(email);
    await page.getByLabel(T(lng, 'register.password'), { exact: true }).fill('secret-pass');
    await owner.click(page.getByRole('button', { name: T(lng, 'register.submit') }));

    // To the wizard from wherever sign-up lands (the header's "Book now" is on every page).
    if (!page.url().includes('/create-request')) {
      await owner.click(page.getByRole('link', { name: T(lng, 'nav.customer.bookNow') }).first());
    }
    await expectScreen(page, 'createRequest', {}, { lng });
    const next = () =>
      owner.click(page.getByRole('button', { name: T(lng, 'createRequest.next') }));

    // Step 1: the boat, the harbour and a photo. No estimate yet: no service is chosen.
    await page.getByLabel(T(lng, 'createRequest.boatName')).fill(boat);
    await page.getByLabel(T(lng, 'createRequest.boatType')).selectOption('Sailboat');
    await page.getByLabel(T(lng, 'createRequest.material')).selectOption('Gelcoat');
    await page.getByLabel(T(lng, 'createRequest.locationType')).selectOption('In water');
    await page.getByLabel(T(lng, 'createRequest.dockNumber')).fill('B-12');
    await page.getByRole('combobox', { name: T(lng, 'createRequest.address') }).fill('nyhav');
    await owner.click(page.getByRole('option', { name: /Nyhavn/ }).first());
    await page.locator('input[type=file]').setInputFiles(await boatPhoto(page));
    await expect(page.getByText(T(lng, 'createRequest.estimateLater')).first()).toBeVisible();
    await next();

    // Step 2: services; the estimate shows now, in whole steps.
    await owner.check(page.getByLabel(T(lng, 'services.polishing')));
    await expect(page.getByText(T(lng, 'createRequest.estimateLater'))).toHaveCount(0);
    await next();

    // Step 3: the date, and the phone (a new account has none).
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await chooseDay(page, T(lng, 'createRequest.preferredDate'), date);
    await page.getByLabel(T(lng, 'createRequest.phone')).fill('+45 12 34 56 78');
    await next();

    // Step 4: Finish opens the new job's own page: waiting for offers.
    await owner.click(page.getByRole('button', { name: T(lng, 'createRequest.finish') }));
    await expectScreen(page, 'requestDetail', { id: ANY_ID }, { lng });
    const postId = page.url().split('/').pop() ?? '';
    await expect(header(page)).toContainText(T(lng, 'jobPage.state.posted.title'));
    await shootState(page, lng, 'posted');

    // A provider makes an offer through their own screens.
    await openScreen(providerPage, 'supplierJobDetail', { id: postId });
    await providerPage.getByRole('button', { name: 'Make offer' }).click();
    const bid = providerPage.getByRole('dialog');
    await bid.getByLabel('Bid amount (USD)').fill('380');
    await bid.getByLabel(/message/i).fill('Hull wash and polish, I bring everything.');
    await bid.getByRole('button', { name: 'Send offer' }).click();
    await expect(providerPage.getByText('Bid submitted successfully')).toBeVisible();

    // The owner compares the offers and accepts.
    await expect(async () => {
      await page.reload();
      await expect(header(page)).toHaveAttribute('data-state', 'offers', { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await shootState(page, lng, 'offers');
    await owner.click(
      page.getByRole('button', { name: T(lng, 'jobPage.action.compare', { count: 1 }) }),
    );
    const offers = page.locator('section[aria-labelledby="offers"]');
    await expect(offers).toContainText('Hull wash and polish');
    await expect(page.locator('#offers')).toBeFocused();
    await owner.click(
      page
        .getByRole('button', { name: new RegExp(`^${T(lng, 'requestDetail.acceptBid')}`) })
        .first(),
    );
    await owner.click(
      page
        .getByRole('alertdialog')
        .getByRole('button', { name: T(lng, 'requestDetail.confirmYes') }),
    );

    // Pay with the test card.
    await expectScreen(page, 'payment', {}, { lng });
    await expect(page.getByText(T(lng, 'cardForm.testMode.title'))).toBeVisible();
    await page.getByRole('textbox', { name: T(lng, 'cardForm.number') }).fill(TEST_CARDS.succeeds);
    await page.getByRole('textbox', { name: T(lng, 'cardForm.expiry') }).fill('12/39');
    await page.getByRole('textbox', { name: T(lng, 'cardForm.cvc') }).fill('123');
    const payPattern = new RegExp(`^${T(lng, 'payment.pay', { amount: '' }).trim()}`);
    await owner.click(page.getByRole('button', { name: payPattern }));
    await expect(
      page.getByRole('heading', { name: T(lng, 'paymentComplete.successTitle') }),
    ).toBeVisible();
    await owner.click(page.getByRole('link', { name: T(lng, 'paymentComplete.viewOrder') }));

    // Paid, at once, and nothing offers to pay again.
    await expectScreen(page, 'requestDetail', { id: postId }, { lng });
    await expect(header(page)).toHaveAttribute('data-state', 'paid');
    await expect(header(page)).toContainText(T(lng, 'jobPage.state.paid.title'));
    await expect(page.getByRole('button', { name: payPattern })).toHaveCount(0);
    console.log(`owner clicks home->paid: ${owner.count} (${lng})`);
    expect(owner.count).toBeLessThanOrEqual(20);
    await shootState(page, lng, 'paid');

    // The provider does the work (through the API): started, photos, done.
    const token = await providerToken(request);
    // The accepted provider reads the request with its order.
    const post = await call(request, jobpost.get, { token, params: { id: postId } });
    const jobId = post.data.job?.id ?? '';
    expect(jobId).not.toBe('');
    await moveThroughApi(request, token, jobId, 'in_progress');
    for (const service of ['cleaning', 'polishing'])
      for (const phase of ['before', 'after'])
        await call(request, jobWork.addPhotos, {
          token,
          params: { id: jobId },
          multipart: { phase, service, image: photoFile(`${service}-${phase}.png`) },
        });
    await moveThroughApi(request, token, jobId, 'done');

    // The owner checks and confirms the work; the page then asks for the review.
    await page.reload();
    await expect(header(page)).toHaveAttribute('data-state', 'done');
    await shootState(page, lng, 'done');
    await page.getByRole('button', { name: T(lng, 'jobPage.action.confirm') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: T(lng, 'jobLifecycle.owner.confirm') })
      .click();
    await expect(header(page)).toHaveAttribute('data-state', 'confirmed');
    await shootState(page, lng, 'confirmed');
    await page.getByRole('button', { name: T(lng, 'jobPage.action.review') }).click();
    const reviews = page.getByRole('region', { name: T(lng, 'reviews.title') });
    await reviews.getByRole('radio', { name: T(lng, 'reviews.star', { count: 5 }) }).check();
    await reviews.getByLabel(T(lng, 'reviews.text')).fill('Spotless hull, on time.');
    await reviews.getByRole('button', { name: T(lng, 'reviews.submit') }).click();
    await expect(page.getByText(T(lng, 'reviews.saved'))).toBeVisible();
    await page.reload();
    await expect(header(page)).toHaveAttribute('data-state', 'reviewed');
    await shootState(page, lng, 'reviewed');

    // The list: one card per job, its state in words.
    await openScreen(page, 'myJobs', {}, { lng });
    const card = page.getByRole('article').filter({ hasText: boat });
    await expect(card).toContainText(T(lng, 'jobList.state.reviewed'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await shootAt(page, SHOTS, `job-list-${lng}`);
  });
}
