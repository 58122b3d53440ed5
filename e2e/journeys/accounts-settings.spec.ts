import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { expectScreen, openScreen, returningTo, screenPath } from '../support/navigate.ts';

async function registerOwner(page: Page, email: string) {
  await openScreen(page, 'register');
  await page.getByLabel('First name').fill('Sofie');
  await page.getByLabel('Last name').fill('Settings');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('settings-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectScreen(page, 'createRequest');
}

test('the language switch changes the path, the texts and the currency of prices', async ({
  page,
}) => {
  await openScreen(page, 'vipBenefits');
  await expect(page.getByTestId('vip-price')).toHaveText('US$14.99');
  await page.getByRole('button', { name: 'DA', exact: true }).click();
  await expectScreen(page, 'vipBenefits', {}, { lng: 'da' });
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
  await page.getByRole('link', { name: 'Settings' }).click();
  await expectScreen(page, 'settings');
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
  await expectScreen(page, 'settings', {}, { lng: 'da' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indstillinger');
  await expect(page.getByRole('combobox', { name: 'Sprog' })).toHaveValue('da');
  await expect(page.getByRole('combobox', { name: 'Valuta' })).toHaveValue('EUR');

  await openScreen(page, 'vipBenefits', {}, { lng: 'da' });
  // 14.99 USD at 0.86 EUR per USD.
  await expect(page.getByTestId('vip-price')).toHaveText(/^12,89\s?€$/);
  await expect(page.getByRole('link', { name: 'Bliv VIP-medlem' })).toHaveAttribute(
    'href',
    screenPath('vipSubscribe', {}, { lng: 'da' }),
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
  await openScreen(page, 'supplierSettings');
  await expectScreen(page, 'login', {}, { query: returningTo('supplierSettings') });
  await openScreen(page, 'settings');
  await expectScreen(page, 'login', {}, { query: returningTo('settings') });
  await page.getByLabel('Email').fill('owner@boatcare.test');
  await page.getByLabel('Password').fill('boatcare-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectScreen(page, 'settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a provider reaches settings at /supplier/settings', async ({ providerPage: page }) => {
  await openScreen(page, 'supplierDashboard');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expectScreen(page, 'supplierSettings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue(/^(USD|EUR|DKK)$/);
});
