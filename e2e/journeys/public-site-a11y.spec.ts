import { expect } from '@playwright/test';
import { test } from '../support/public-pages.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

const PUBLIC_PAGES = [
  '/en',
  '/en/vip-benefits',
  '/en/about',
  '/en/faq',
  '/en/privacy',
  '/en/terms',
  '/en/terms-user',
  '/en/terms-provider',
  '/en/page/boat-cleaning',
  '/en/page/hull_polishing',
  '/en/page/interior-detailing',
  '/en/page/coating-services',
  '/en/login',
  '/en/register',
  '/en/club/register',
  '/en/forgot-password',
  '/en/reset-password/some-token',
  '/da',
  '/da/faq',
];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('axe finds no serious or critical violation with an FAQ answer and the contact form open', async ({
  page,
}) => {
  await page.goto('/en/faq');
  await page.getByRole('button', { name: 'Are there any fees?' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Contact us' }).click();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('axe finds no serious or critical violation on a registration form showing its errors', async ({
  page,
}) => {
  await page.goto('/en/register');
  await page.getByLabel('Service provider').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
