import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Answer } from '@boatcare/shared-domain/endpoints';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import * as cmsAdmin from '@boatcare/shared-domain/endpoints/cms-admin';
import * as contentApi from '@boatcare/shared-domain/endpoints/content';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import * as settingsAdmin from '@boatcare/shared-domain/endpoints/settings-admin';
import * as translations from '@boatcare/shared-domain/endpoints/translations';
import * as translationsAdmin from '@boatcare/shared-domain/endpoints/translations-admin';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { chooseDay } from '../support/date-field.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/outbox.ts';
import { registerOwner, signInAs } from '../support/payment-setup.ts';
import { shootAt } from '../support/screens.ts';
import { providerBids } from '../support/clubs.ts';
import { call, send, tokenOf } from '../support/api.ts';
import { openScreen, screenPath } from '../support/navigate.ts';

/*
 * The back office's content and settings change the live site. Each test puts back what it
 * changed (other journeys read the same VIP page, pricing and templates).
 */

/**
 * Puts the built-in translation files back: a prerendered public page runs as islands only over
 * the texts it was built with (public-site-prerender.spec.ts reads the same site).
 */
async function restoreTranslations(request: APIRequestContext) {
  const token = await tokenOf(request, 'admin');
  for (const file of ['en_translation.json', 'da_translation.json'] as const) {
    const bundled = join(import.meta.dirname, '../../shared-domain/src/i18n', file);
    const content = JSON.parse(readFileSync(bundled, 'utf8')) as unknown;
    await call(request, translationsAdmin.saveFile, { token, query: { file }, body: { content } });
  }
}

async function openAdminTab(page: Page, tab: 'CMS' | 'Pricing' | 'Settings') {
  await openScreen(page, 'admin');
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/**
 * Opens a public page until the page the back office rendered again after an admin's save is
 * served: it runs as islands (until then its islands hand it to the app, which shows the same).
 */
async function openUntilIslands(visitor: Page, open: () => Promise<unknown>) {
  await expect(async () => {
    await open();
    await expect(visitor.locator('html')).toHaveAttribute('data-start', 'islands', {
      timeout: 5_000,
    });
    // The render runs after the save, in the background: seconds, more on a busy machine.
  }).toPass({ timeout: 90_000 });
}

async function asVisitor<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a VIP page saved in the CMS replaces the built-in text, with its SEO meta', async ({
  adminPage: page,
  browser,
  request,
}) => {
  // It waits for the back office's render after the page is deleted (below).
  test.setTimeout(180_000);
  await openAdminTab(page, 'CMS');
  await expect(page.getByRole('tab', { name: 'Page Content' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('vip-benefits');
  await expectNoSeriousA11yViolations(page);

  const title = page.getByLabel('Title', { exact: true });
  try {
    await title.fill('VIP: more for your boat');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByLabel('Section title').fill('Members save every time');
    await page
      .getByLabel('Content (HTML)')
      .fill('<p>Ten percent off <strong>every</strong> job.</p><script>window.hacked = 1</script>');
    await page.getByLabel('Meta title').fill('VIP club for boat owners');
    await page.getByLabel('Meta description').fill('Save on every boat cleaning with VIP.');
    await page.getByLabel('Keywords').fill('vip, boat care');
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();

    await asVisitor(browser, async (visitor) => {
      await openScreen(visitor, 'vipBenefits');
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        'VIP: more for your boat',
      );
      await expect(visitor.getByRole('heading', { name: 'Members save every time' })).toBeVisible();
      await expect(visitor.getByText('Ten percent off every job.')).toBeVisible();
      await expect(visitor).toHaveTitle('VIP club for boat owners | BoatCare');
      await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'Save on every boat cleaning with VIP.',
      );
      await expect(visitor.locator('meta[name="keywords"]')).toHaveAttribute(
        'content',
        'vip, boat care',
      );
      expect(await visitor.evaluate(() => 'hacked' in window)).toBe(false);
      await expectNoSeriousA11yViolations(visitor);
    });
  } finally {
    // Back to the built-in text (and the prerendered page run by its islands): no saved page.
    await call(request, cmsAdmin.deletePage, {
      token: await tokenOf(request, 'admin'),
      params: { pageId: 'vip-benefits' },
    });
    // Until the back office has rendered it again, the page's HTML still holds the saved text
    // (a visitor with JavaScript gets the built-in one from the app): other journeys read it.
    await expect
      .poll(async () => (await request.get(screenPath('vipBenefits'))).text(), { timeout: 90_000 })
      .not.toContain('VIP: more for your boat');
  }
});

test('a service page saved in the back office takes over its prerendered page until deleted', async ({
  request,
  browser,
}) => {
  // Two waits for the back office's render (openUntilIslands).
  test.setTimeout(240_000);
  const token = await tokenOf(request, 'admin');
  const params = { pageId: 'page-coating-services' };
  const heading = (visitor: Page) => visitor.getByRole('heading', { level: 1 });
  await call(request, cmsAdmin.savePage, {
    token,
    params,
    body: {
      title: 'Ceramic coating, done right',
      subtitle: 'Protection that lasts the season.',
      sections: [{ title: 'What we use', content: '<p>Two coats, cured overnight.</p>' }],
      seo: { metaTitle: '', metaDescription: '', keywords: [] },
    },
  });
  try {
    await asVisitor(browser, async (visitor) => {
      // The back office renders the page again with the admin's text: still a page of islands.
      await openUntilIslands(visitor, () =>
        openScreen(visitor, 'contentPage', { slug: 'coating-services' }),
      );
      await expect(heading(visitor)).toHaveText('Ceramic coating, done right');
      await expect(visitor.getByText('Two coats, cured overnight.')).toBeVisible();
      // Danish has no page of its own: its prerendered page stays, run by its islands.
      await openScreen(visitor, 'contentPage', { slug: 'coating-services' }, { lng: 'da' });
      await expect(heading(visitor)).toHaveText('Voks- og keramisk coating');
      await expect(visitor.locator('html')).toHaveAttribute('data-start', 'islands');
    });
  } finally {
    await call(request, cmsAdmin.deletePage, { token, params });
  }
  await asVisitor(browser, async (visitor) => {
    await openUntilIslands(visitor, () =>
      openScreen(visitor, 'contentPage', { slug: 'coating-services' }),
    );
    await expect(heading(visitor)).toHaveText('Wax and ceramic coating');
  });
});

/** The pricing configuration before the running test changed it; put back after the test. */
let pricingBefore: Answer<typeof settingsAdmin.pricing> | undefined;

/** Keeps the pricing configuration as it is now, for the afterEach hook to put back. */
async function keepPricing(request: APIRequestContext) {
  pricingBefore = await call(request, settingsAdmin.pricing, {
    token: await tokenOf(request, 'admin'),
  });
  return pricingBefore;
}

// Every later journey prices its requests with this configuration. Through the API, in a request
// context of its own: a test that timed out has closed its page and its `request`.
test.afterEach(async ({ playwright, baseURL }) => {
  if (!pricingBefore) return;
  const body = pricingBefore;
  pricingBefore = undefined;
  const request = await playwright.request.newContext({ baseURL });
  try {
    const token = await tokenOf(request, 'admin');
    await call(request, settingsAdmin.savePricing, { token, body });
  } finally {
    await request.dispose();
  }
});

test('a new base rate changes the estimate in the request wizard', async ({
  adminPage: page,
  browser,
  request,
}) => {
  const before = await keepPricing(request);
  await openAdminTab(page, 'Pricing');
  // Typed in the base currency, labelled as such.
  const rate = page.getByLabel('Base rate per foot (USD, base currency)');
  await expect(rate).toHaveValue((before.baseRatePerFoot / 100).toFixed(2));
  await expectNoSeriousA11yViolations(page);
  await rate.fill('100');
  await page.getByRole('button', { name: 'Save pricing' }).click();
  await expect(page.getByText('Pricing configuration updated successfully')).toBeVisible();

  const owner = await registerOwner(request);
  await asVisitor(browser, async (customer) => {
    await signInAs(customer, owner);
    await wizardWithService(customer, await boatPhoto(), null, 100_00);
  });
});

/** Whole dollars as en-GB writes them, without the sign: 3,000. */
const dollars = (whole: number) => new Intl.NumberFormat('en-GB').format(whole);
/**
 * The wizard's estimate of a base of `minor` (top a third above) plus `extra` on both ends, as
 * it shows it: the low end rounded down and the high end up to whole tens of dollars.
 */
const range = (minor: number, extra: number) => {
  const low = Math.floor((minor + extra) / 100 / 10) * 10;
  const high = Math.ceil((Math.round((minor * 4) / 3) + extra) / 100 / 10) * 10;
  return new RegExp(`US\\$${dollars(low)}\\s*–\\s*(US\\$)?${dollars(high)}`);
};

/** A small photo for the wizard's first step, made for this run. */
async function boatPhoto(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'boatcare-pricing-')), 'hull.jpg');
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7ab0' } })
    .jpeg()
    .toFile(file);
  return file;
}

/**
 * The owner's wizard up to the services step: a 30 ft boat picked from the configured length
 * options (the estimate is the base rate alone), then the additional service ticked.
 */
async function wizardWithService(
  customer: Page,
  photo: string,
  service: string | null,
  rate: number,
) {
  await openScreen(customer, 'createRequest');
  await customer.getByRole('button', { name: '30 ft', exact: true }).click();
  await expect(customer.getByLabel('Boat length')).toHaveValue('30');
  // No estimate before the services are chosen.
  await expect(
    customer.getByText('The estimate appears once you choose the services.').first(),
  ).toBeVisible();
  await customer.getByLabel('Boat name').fill('Pris');
  await customer.getByLabel('Boat type').selectOption('Sailboat');
  await customer.getByLabel('Hull material').selectOption('Gelcoat');
  await customer.getByLabel('Where is the boat?').selectOption('In water');
  await customer.getByLabel('Dock number').fill('C-3');
  await customer.getByRole('combobox', { name: 'Harbour / address' }).fill('nyhav');
  await customer.getByRole('option', { name: /Nyhavn/ }).click();
  await customer.locator('input[type=file]').setInputFiles([photo]);
  await customer.getByRole('button', { name: 'Next' }).click();
  await expect(customer.getByRole('heading', { name: 'Step 2 of 4: Services' })).toBeFocused();
  // 30 ft at the configured base rate per foot, a third more at the top, in whole tens
  await expect(customer.getByText(range(30 * rate, 0)).filter({ visible: true })).toBeVisible();
  if (service) await customer.getByRole('checkbox', { name: new RegExp(service) }).check();
}

test('an additional service’s price per foot changes the wizard’s estimate and the stored one', async ({
  adminPage: page,
  browser,
  request,
}) => {
  // two trips through the wizard's first steps, on a loaded machine
  test.setTimeout(300_000);
  const rate = (await keepPricing(request)).baseRatePerFoot;
  const photo = await boatPhoto();
  const service = 'Antifouling e2e';
  await openAdminTab(page, 'Pricing');
  await page.getByRole('button', { name: 'Add service' }).click();
  await page.getByLabel('Name', { exact: true }).last().fill(service);
  await page.getByLabel('Price per foot (USD, base currency)').last().fill('15');
  await page.getByLabel('Description', { exact: true }).last().fill('Below the waterline');
  await page.getByRole('button', { name: 'Save pricing' }).click();
  await expect(page.getByText('Pricing configuration updated successfully')).toBeVisible();

  const owner = await registerOwner(request);
  await asVisitor(browser, async (customer) => {
    await signInAs(customer, owner);
    await wizardWithService(customer, photo, service, rate);
    // plus 30 ft at US$15.00 per foot on both ends
    await expect(
      customer.getByText(range(30 * rate, 30 * 15_00)).filter({ visible: true }),
    ).toBeVisible();
    for (const width of [1280, 375]) {
      await customer.setViewportSize({ width, height: 900 });
      await customer.screenshot({
        path: test.info().outputPath(`wizard-additional-service-${width}.png`),
        fullPage: true,
      });
    }
  });

  await page.getByLabel('Price per foot (USD, base currency)').last().fill('20');
  await page.getByRole('button', { name: 'Save pricing' }).click();
  await expect(page.getByText('Pricing configuration updated successfully').last()).toBeVisible();

  await asVisitor(browser, async (customer) => {
    await signInAs(customer, owner);
    await wizardWithService(customer, photo, service, rate);
    const estimate = range(30 * rate, 30 * 20_00);
    await expect(customer.getByText(estimate).filter({ visible: true })).toBeVisible();
    await customer.getByRole('button', { name: 'Next' }).click();
    await chooseDay(customer, 'Preferred date', '2031-05-20');
    await customer.getByLabel('Your phone number').fill('+45 12 34 56 78');
    await customer.getByRole('button', { name: 'Next' }).click();
    const costs = customer.getByRole('table', { name: 'Cost breakdown' });
    // Each line an estimate too, in whole units.
    await expect(costs.getByRole('row', { name: new RegExp(service) })).toContainText('~US$600');
    await expectNoSeriousA11yViolations(customer);
    await customer.getByRole('button', { name: 'Finish' }).click();
    await expect(customer.getByText('Request created successfully!')).toBeVisible();
    // Finish opens the new job's page: the server priced it the same way, and it names the service
    const main = customer.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Pris');
    await expect(main).toContainText(service);
    await expect(main).toContainText(estimate);

    // the owner's bid list measures bids against that stored estimate
    const posts = await call(request, jobpost.list, { token: owner.token });
    const posted = posts.find((post) => post.boatName === 'Pris');
    expect(posted).toMatchObject({
      estimatedPriceMin: 30 * rate + 30 * 20_00,
      estimatedPriceMax: Math.round((30 * rate * 4) / 3) + 30 * 20_00,
    });
    // A bid far under the stored estimate (about US$937 to US$1,050).
    await providerBids(request, posted!.id, 200_00);
    await openScreen(customer, 'requestDetail', { id: posted!.id });
    await expect(customer.getByText('Far below estimate')).toBeVisible();
  });
});

test('an edited email template is what the mailer sends; inactive, the built-in text returns', async ({
  adminPage: page,
  request,
}) => {
  const owner = await registerOwner(request);
  const askReset = () =>
    send(request, authApi.requestPasswordReset, { body: { email: owner.email, language: 'da' } });

  await openAdminTab(page, 'CMS');
  await page.getByRole('tab', { name: 'Email Templates' }).click();
  await page.getByLabel('Template', { exact: true }).selectOption('password-reset-da');
  const subject = page.getByLabel('Subject');
  await expect(subject).toHaveValue('Nulstil din BoatCare-adgangskode');
  await subject.fill('Ny adgangskode til {{firstName}}');
  await expect(page.getByText('Subject: Ny adgangskode til Ann')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template updated successfully')).toBeVisible();

  try {
    expect((await askReset()).ok()).toBe(true);
    expect((await waitForMail(request, owner.email, 1)).subject).toBe('Ny adgangskode til Nora');
  } finally {
    await page.getByRole('checkbox', { name: /^Active/ }).uncheck();
    // The first save's toast may still show: wait for this save's own answer.
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/cms/email-templates/') &&
        response.request().method() !== 'GET',
    );
    await page.getByRole('button', { name: 'Save template' }).click();
    expect((await saved).ok()).toBe(true);
  }
  expect((await askReset()).ok()).toBe(true);
  expect((await waitForMail(request, owner.email, 2)).subject).toBe(
    'Nulstil din BoatCare-adgangskode',
  );
});

test('a key added in the translations editor is in the Danish file the site loads', async ({
  adminPage: page,
  request,
}) => {
  const key = `e2e.added${Date.now()}.greeting`;
  await openScreen(page, 'adminTranslations');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '+ New Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New keys' });
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByLabel('Text').fill('Hello sailor');
  await dialog.getByRole('button', { name: 'Add another key' }).click();
  await expect(dialog.getByLabel('Key')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Remove row 2' }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add keys' }).click();
  await expect(page.getByText('New keys are updated to json file')).toBeVisible();

  // Danish is the file being edited: translate the new text and save.
  await page.getByLabel('Search keys and texts').fill(key);
  const danish = page.getByLabel(`Danish: ${key}`);
  await expect(danish).toHaveValue('Hello sailor');
  await danish.fill('Hej sømand');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Translations saved.')).toBeVisible();

  const file = await send(request, translations.file, { params: { file: 'da_translation.json' } });
  const texts = (await file.json()) as Record<string, Record<string, Record<string, string>>>;
  const [, section, leaf] = key.split('.');
  expect(texts.e2e?.[section!]?.[leaf!]).toBe('Hej sømand');

  // The count of keys without a Danish text is shown; the new one is not among them.
  await page.getByLabel('Only keys missing in Danish').check();
  await expect(page.getByText('No keys match your search.')).toBeVisible();
  await restoreTranslations(request);
});

test('a content string replaces the text of its key on the site, in its language', async ({
  adminPage: page,
  browser,
}) => {
  // Two waits for the back office's render (openUntilIslands).
  test.setTimeout(240_000);
  const tagline = `Både i topform ${Date.now()}`;
  await openAdminTab(page, 'CMS');
  await page.getByRole('tab', { name: 'Content Strings' }).click();
  await page.getByRole('button', { name: 'New string' }).click();
  await page.getByLabel('String ID').fill('footer.tagline');
  await page.getByLabel('Category', { exact: true }).fill('footer');
  await page.getByRole('button', { name: 'Add translation' }).click();
  const translations = page.getByRole('group', { name: 'Translations' });
  await translations.getByLabel('Language').selectOption('da');
  await translations.getByLabel('Text', { exact: true }).fill(tagline);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save string' }).click();
  await expect(page.getByText('Content string updated successfully')).toBeVisible();
  const row = page.getByRole('row', { name: /footer\.tagline/ });
  await expect(row).toContainText(tagline);

  try {
    await asVisitor(browser, async (visitor) => {
      // The back office renders the page again with the string: still a page of islands.
      await openUntilIslands(visitor, () => openScreen(visitor, 'home', {}, { lng: 'da' }));
      await expect(visitor.getByRole('contentinfo')).toContainText(tagline);
      // English has no text of its own in the string: the file's text stays, as built.
      await openScreen(visitor, 'home');
      await expect(visitor.getByRole('contentinfo')).toContainText(
        'Trusted boat cleaning and care, booked in minutes.',
      );
      await expect(visitor.locator('html')).toHaveAttribute('data-start', 'islands');
    });
  } finally {
    // No translations: the file's texts show again.
    await row.getByRole('button', { name: 'Edit footer.tagline' }).click();
    await page.getByRole('button', { name: 'Remove the da translation' }).click();
    await page.getByRole('button', { name: 'Save string' }).click();
    await expect(page.getByText('Content string updated successfully').last()).toBeVisible();
    // Until the page is rendered again without it, the page hands over to the app: other
    // journeys read the same home page as islands.
    await asVisitor(browser, (visitor) =>
      openUntilIslands(visitor, () => openScreen(visitor, 'home', {}, { lng: 'da' })),
    );
  }
});

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/admin-content';

/** The screen at 1280 and 375 px wide (the files are for people to look at). */
const shoot = (page: Page, name: string) => shootAt(page, SHOTS, name, { fullPage: false });

test('a CMS page and a content string are deleted after a confirm dialog', async ({
  adminPage: page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const pageId = `page-e2e-delete-${stamp}`;
  await openAdminTab(page, 'CMS');
  await page.getByLabel('Or a new page id').fill(pageId);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill('A page to delete');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Content updated successfully')).toBeVisible();
  expect((await send(page.request, contentApi.page, { params: { pageId } })).status()).toBe(200);

  // Cancel keeps it; confirming deletes it and the site is back to its built-in text.
  await page.getByRole('button', { name: 'Delete page' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete the page ${pageId}?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'cms-delete-page-en');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await send(page.request, contentApi.page, { params: { pageId } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Delete page' }).click();
  await dialog.getByRole('button', { name: 'Delete page' }).click();
  await expect(page.getByText('Page deleted')).toBeVisible();
  await expect(page.getByText('This page has no saved content yet')).toBeVisible();
  expect((await send(page.request, contentApi.page, { params: { pageId } })).status()).toBe(404);

  // A content string, from its row.
  const stringId = `e2e.delete.${stamp}`;
  await page.getByRole('tab', { name: 'Content Strings' }).click();
  await page.getByRole('button', { name: 'New string' }).click();
  await page.getByLabel('String ID').fill(stringId);
  await page.getByLabel('Category', { exact: true }).fill('e2e');
  await page.getByRole('button', { name: 'Save string' }).click();
  await expect(page.getByText('Content string updated successfully')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(stringId.replaceAll('.', '\\.')) });
  await row.getByRole('button', { name: `Delete ${stringId}` }).click();
  const confirm = page.getByRole('alertdialog', {
    name: `Delete the content string ${stringId}?`,
  });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Content string deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The dialog in Danish.
  await openScreen(page, 'admin', {}, { lng: 'da' });
  await page.getByRole('tab', { name: 'CMS', exact: true }).click();
  await page.getByLabel('Eller et nyt side-id').fill(pageId);
  await page.getByRole('button', { name: 'Åbn', exact: true }).click();
  await page.getByLabel('Titel', { exact: true }).fill('En side der slettes');
  await page.getByRole('button', { name: 'Gem side' }).click();
  await expect(page.getByText('Indholdet er opdateret')).toBeVisible();
  await page.getByRole('button', { name: 'Slet side' }).click();
  const danish = page.getByRole('alertdialog', { name: `Slet siden ${pageId}?` });
  await expect(danish).toBeVisible();
  await shoot(page, 'cms-delete-page-da');
  await danish.getByRole('button', { name: 'Slet side' }).click();
  await expect(page.getByText('Siden er slettet')).toBeVisible();
});
