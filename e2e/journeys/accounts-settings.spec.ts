import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/outbox.ts';

async function registerOwner(page: Page, email: string) {
  await page.goto('/en/register');
  await page.getByLabel('First name').fill('Sofie');
  await page.getByLabel('Last name').fill('Settings');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('settings-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
}

test('the language switch changes the path, the texts and the currency of prices', async ({
  page,
}) => {
  await page.goto('/en/vip-benefits');
  await expect(page.getByTestId('vip-price')).toHaveText('US$14.99');
  await page.getByRole('button', { name: 'DA', exact: true }).click();
  await expect(page).toHaveURL(/\/da\/vip-benefits$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BoatCare VIP-medlemskab');
  await expect(page.getByRole('link', { name: 'Log ind for at blive VIP-medlem' })).toBeVisible();
  // 14.99 USD at 6.41 DKK per USD, in Danish notation.
  await expect(page.getByTestId('vip-price')).toHaveText(/^96,09\s?kr\.$/);
  await expect(page).toHaveTitle('Fordele ved VIP-medlemskab | BoatCare');
  await page.getByRole('link', { name: 'Hjælp', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hvordan kan vi hjælpe?');
});

test('settings load the saved choice, save a new one and apply it at once, everywhere', async ({
  page,
}) => {
  await registerOwner(page, uniqueEmail('settings'));
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/en\/settings$/);
  const language = page.getByRole('combobox', { name: 'Language' });
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(language).toHaveValue('en');
  await expect(currency).toHaveValue('USD');

  await language.selectOption('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Please select a language')).toBeVisible();

  await language.selectOption('da');
  await currency.selectOption('EUR');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/da\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indstillinger');
  await expect(page.getByRole('combobox', { name: 'Sprog' })).toHaveValue('da');
  await expect(page.getByRole('combobox', { name: 'Valuta' })).toHaveValue('EUR');

  await page.goto('/da/vip-benefits');
  // 14.99 USD at 0.86 EUR per USD.
  await expect(page.getByTestId('vip-price')).toHaveText(/^12,89\s?€$/);
  await expect(page.getByRole('link', { name: 'Bliv VIP-medlem' })).toHaveAttribute(
    'href',
    '/da/vip/subscribe',
  );

  await page.reload();
  await expect(page.getByTestId('vip-price')).toHaveText(/^12,89\s?€$/);
  const stored = await page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('user') ?? 'null')?.user,
    currency: localStorage.getItem('currency'),
  }));
  expect(stored.user).toMatchObject({ language_code: 'da', currency_code: 'EUR' });
  expect(stored.currency).toBe('EUR');
});

test('settings are for signed-in users only, and signing in leads back to them', async ({
  page,
}) => {
  await page.goto('/en/supplier/settings');
  await expect(page).toHaveURL(/\/en\/login\?from=%2Fen%2Fsupplier%2Fsettings$/);
  await page.goto('/en/settings');
  await expect(page).toHaveURL(/\/en\/login\?from=%2Fen%2Fsettings$/);
  await page.getByLabel('Email').fill('owner@boatcare.test');
  await page.getByLabel('Password').fill('boatcare-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a provider reaches settings at /supplier/settings', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('provider@boatcare.test');
  await page.getByLabel('Password').fill('boatcare-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/supplier\/dashboard$/);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/en\/supplier\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue(/^(USD|EUR|DKK)$/);
});
