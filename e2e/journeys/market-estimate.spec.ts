import { expect, test, type Page } from '@playwright/test';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import { formatEstimate, marketRange } from '@boatcare/shared-domain/pricing';
import { signIn } from '../support/accounts.ts';
import { call, tokenOf } from '../support/api.ts';
import { registerOwner, signInAs } from '../support/payment-setup.ts';
import { openScreen } from '../support/navigate.ts';
import { placeBid, postRequest } from '../support/requests.ts';
import { shootAt } from '../support/screens.ts';

// The whole platform on a shared, busy machine: a generous budget.
test.beforeEach(() => test.setTimeout(240_000));

/** A market of its own (32 ft, hull repair and ceramic, Nyhavn), so no other journey shares it. */
const SERVICES = { repair: true, coating: 'ceramic' } as const;
/** Ten accepted offers (the default threshold), US$60 to US$105 per foot of a 32 ft boat. */
const PER_FOOT = Array.from({ length: 10 }, (_, i) => 60_00 + i * 5_00);
const RANGE = marketRange(PER_FOOT, 32, PER_FOOT.length)!;

async function fillBoatStep(page: Page) {
  await page.getByLabel('Boat name').fill('Marked');
  await page.getByLabel('Boat length').fill('32');
  await page.getByLabel('Boat type').selectOption('Sailboat');
  await page.getByLabel('Hull material').selectOption('Gelcoat');
  await page.getByLabel('Where is the boat?').selectOption('In water');
  await page.getByLabel('Dock number').fill('B-12');
  await page.getByRole('combobox', { name: 'Harbour / address' }).fill('nyhav');
  await page.getByRole('option', { name: /Nyhavn/ }).click();
  await addPhoto(page);
}

/** Photos are not kept in the wizard's draft: chosen again after a reload. */
async function addPhoto(page: Page) {
  await page.locator('input[type=file]').setInputFiles({
    name: 'boat.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
}

test('the market range replaces the formula once enough comparable offers are accepted', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const owner = await registerOwner(request);
  await call(request, authApi.saveSettings, {
    token: owner.token,
    body: { language_code: 'en', currency_code: 'USD' },
  });
  const provider = await tokenOf(request, 'provider');
  const acceptAt = async (cents: number, boatName: string) => {
    const posted = await postRequest(request, owner.token, { boatName, services: SERVICES });
    const bidId = await placeBid(request, provider, posted.id, cents);
    await call(request, jobs.fromBid, { token: owner.token, body: { bidId } });
  };

  // Below the threshold the wizard shows the formula's estimate.
  for (const [index, perFoot] of PER_FOOT.slice(0, -1).entries())
    await acceptAt(perFoot * 32, `Market ${index}`);
  await signInAs(page, owner);
  await openScreen(page, 'createRequest');
  await fillBoatStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Hull repair').check();
  await page.getByLabel('Ceramic').check();
  const panel = page.getByRole('complementary', { name: 'Estimate' });
  await expect(panel).toContainText('Calculated per foot');

  // The tenth accepted offer makes the market: the range is its middle half, and says so.
  await acceptAt(PER_FOOT.at(-1)! * 32, 'Market 9');
  await page.reload();
  await addPhoto(page);
  await page.getByRole('button', { name: 'Next' }).click();
  const market = page.getByRole('complementary', { name: 'Market range' });
  await expect(market).toContainText(formatEstimate(RANGE, 'USD', 'en'));
  await expect(market).toContainText('the middle half of 10 accepted offers');
  const dir = testInfo.outputDir;
  await shootAt(page, dir, 'market-wizard-en');
  await openScreen(page, 'createRequest', {}, { lng: 'da' });
  await addPhoto(page);
  await page.getByRole('button', { name: 'Næste' }).click();
  await expect(page.getByRole('complementary', { name: 'Markedspris' })).toBeVisible();
  await shootAt(page, dir, 'market-wizard-da');

  // A new request of that market carries the range; the provider's page and offer warning use it.
  const posted = await postRequest(request, owner.token, {
    boatName: 'Marked',
    services: SERVICES,
  });
  const providerPage = await (await browser.newContext()).newPage();
  await signIn(providerPage, 'provider');
  await openScreen(providerPage, 'supplierJobDetail', { id: posted.id });
  await expect(providerPage.getByText('Market range')).toBeVisible();
  await expect(providerPage.getByText('The middle half of accepted offers')).toBeVisible();
  await shootAt(providerPage, dir, 'market-job-en');
  await providerPage.getByTestId('job-state').getByRole('button', { name: 'Make offer' }).click();
  const dialog = providerPage.getByRole('dialog');
  await expect(dialog).toContainText('The market range for similar jobs');
  await dialog.getByLabel('Bid amount (USD)').fill(String((RANGE.min * 0.4) / 100));
  await expect(dialog.getByRole('alert')).toContainText('far below the market range');
  await dialog.getByLabel('Bid amount (USD)').fill(String(RANGE.min / 100 + 10));
  await expect(dialog).toContainText('Within the market range.');
  await shootAt(providerPage, dir, 'market-offer-en', { fullPage: false });
  await openScreen(providerPage, 'supplierJobDetail', { id: posted.id }, { lng: 'da' });
  await expect(providerPage.getByText('Markedspris')).toBeVisible();
  await shootAt(providerPage, dir, 'market-job-da');
});
