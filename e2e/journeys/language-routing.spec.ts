import { expect, test } from '@playwright/test';
import { signIn } from '../support/accounts.ts';

test('a path without a language goes to the current language', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('an unsupported two-letter prefix is replaced by the current language', async ({ page }) => {
  await page.goto('/fr/login');
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('an unknown path goes to the language home', async ({ page }) => {
  await page.goto('/da/no-such-page');
  await expect(page).toHaveURL(/\/da$/);
});

test('the language switcher swaps the first segment, the texts and the currency', async ({
  page,
}) => {
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'DA', exact: true }).click();
  await expect(page).toHaveURL(/\/da\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log ind');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('DKK');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('USD');
});

test('ae paths are accepted and show English texts', async ({ page }) => {
  await page.goto('/ae/login');
  await expect(page).toHaveURL(/\/ae\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});

test('every page sets its title and description', async ({ page }) => {
  await page.goto('/en/login');
  await expect(page).toHaveTitle('Sign in | BoatCare');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /BoatCare/);
});

test("a customer's pages read the texts every page needs and the customer's own, in the language chosen", async ({
  page,
}) => {
  const read: string[] = [];
  page.on('request', (request) => {
    const file = /\/v1\/translations\/([a-z]{2}_[a-z]+)\.json$/.exec(request.url())?.[1];
    if (file) read.push(file);
  });
  await signIn(page, 'customer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, /);
  await page.getByRole('button', { name: 'DA', exact: true }).click();
  await expect(page).toHaveURL(/\/da\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Velkommen tilbage, /);
  // Another area's texts, or the whole file, are never read for these pages.
  expect(new Set(read)).toEqual(new Set(['en_core', 'en_customer', 'da_core', 'da_customer']));
});
