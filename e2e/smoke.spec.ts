import { expect, test } from '@playwright/test';

test('the site opens in English with a page title', async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveTitle(/\S/);
});
