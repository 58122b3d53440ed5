import { expect, test } from '../support/fixtures.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

test('a path without a language goes to the current language', async ({ page }) => {
  // raw path: no language at all, as a typed address may have
  await page.goto('/');
  await expectScreen(page, 'home');
  // raw path: a screen's path without its language
  await page.goto('/login');
  await expectScreen(page, 'login');
});

test('an unsupported two-letter prefix is replaced by the current language', async ({ page }) => {
  // raw path: a language the site does not have
  await page.goto('/fr/login');
  await expectScreen(page, 'login');
});

test('an unknown path goes to the language home', async ({ page }) => {
  // raw path: no screen has it
  await page.goto('/da/no-such-page');
  await expectScreen(page, 'home', {}, { lng: 'da' });
});

test('the language switcher swaps the first segment, the texts and the currency', async ({
  page,
}) => {
  await openScreen(page, 'login');
  await page.getByRole('button', { name: 'DA', exact: true }).click();
  await expectScreen(page, 'login', {}, { lng: 'da' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log ind');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('DKK');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expectScreen(page, 'login');
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('USD');
});

test('ae paths are accepted and show English texts', async ({ page }) => {
  await openScreen(page, 'login', {}, { lng: 'ae' });
  await expectScreen(page, 'login', {}, { lng: 'ae' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});

test('every page sets its title and description', async ({ page }) => {
  await openScreen(page, 'login');
  await expect(page).toHaveTitle('Sign in | BoatCare');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /BoatCare/);
});

test("a customer's pages read the texts every page needs and the customer's own, in the language chosen", async ({
  ownerPage: page,
}) => {
  const read: string[] = [];
  page.on('request', (request) => {
    const file = /\/v1\/translations\/([a-z]{2}_[a-z]+)\.json$/.exec(request.url())?.[1];
    if (file) read.push(file);
  });
  await openScreen(page, 'dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your boat care');
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
  await page.getByRole('button', { name: 'DA', exact: true }).click();
  await expectScreen(page, 'dashboard', {}, { lng: 'da' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Din bådpleje');
  await expect(page.getByText(/^Velkommen tilbage, /)).toBeVisible();
  // Another area's texts, or the whole file, are never read for these pages.
  expect(new Set(read)).toEqual(new Set(['en_core', 'en_customer', 'da_core', 'da_customer']));
});
