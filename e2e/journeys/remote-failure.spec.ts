import { expect, test } from '@playwright/test';
import { signIn } from '../support/accounts.ts';

test('a remote that cannot load shows a fallback with retry while the shell keeps working', async ({
  page,
}) => {
  // The customer's remote is unreachable, as when its host is down.
  await page.route('**/remotes/customer/**', (route) => route.abort('connectionrefused'));
  await signIn(page, 'customer');
  await expect(
    page.getByRole('heading', { name: 'This part of BoatCare could not load' }),
  ).toBeVisible();

  // The shell still navigates.
  await page.getByRole('link', { name: 'BoatCare home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Once the remote is back, retry brings the screen.
  await page.goto('/en/dashboard');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute('**/remotes/customer/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/welcome back/i);
});
