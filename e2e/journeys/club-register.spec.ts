import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { shoot } from '../support/clubs.ts';
import { test } from '../support/public-pages.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

const PASSWORD = 'harbour-club-2030';

test('a new club registers with its harbour picked from the list, and its profile has the position', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `club-${Date.now()}@register.example`;
  await shoot(page, 'clubRegister', 'club-register', test.info().outputPath('screens'));

  await openScreen(page, 'clubRegister');
  await expect(page.getByRole('heading', { name: 'Register your club', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('First name').fill('Karen');
  await page.getByLabel('Last name').fill('Skipper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Club name').fill('Tuborg Sejlklub');
  await page.getByLabel('Club description').fill('Sailing club at Tuborg Havn.');
  await page.getByLabel('Contact email').fill(email);

  // Typed text is not a place: the harbour must be picked, so it has coordinates.
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Tuborg');
  await page.getByRole('button', { name: 'Register club' }).click();
  await expect(page.getByText('Location is required')).toBeVisible();
  await location.fill('');
  await location.fill('Tuborg');
  await page.getByRole('option', { name: /Tuborg Havn/ }).click();
  await expect(page.getByText('Harbour chosen · 55.7249, 12.5826')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Register club' }).click();
  await expect(page.getByText('Club registered. You can now sign in.')).toBeVisible();
  await expectScreen(page, 'login');

  // The new club signs in: its profile already has the harbour (saved with its position).
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectScreen(page, 'clubMembership');
  await openScreen(page, 'clubProfile');
  await expect(page.getByRole('combobox', { name: 'Harbour' })).toHaveValue(/Tuborg Havn/);
  await expect(page.getByText('Harbour chosen · 55.7249, 12.5826')).toBeVisible();
});
