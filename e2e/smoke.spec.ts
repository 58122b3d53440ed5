import { expect, test } from '@playwright/test';
import { expectScreen, openScreen } from './support/navigate.ts';

// The first check of a deployment: the shell renders in English with its own texts (loaded
// from the translations service), and its sign-in link leads to the sign-in form.
test('the home page greets a visitor and leads to sign in', async ({ page }) => {
  await openScreen(page, 'home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A spotless boat, without the weekend of scrubbing',
  );
  await expect(page.getByRole('link', { name: 'BoatCare home' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expectScreen(page, 'login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
