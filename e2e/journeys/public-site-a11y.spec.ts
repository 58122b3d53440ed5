import { expect } from '@playwright/test';
import { test } from '../support/public-pages.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { PUBLIC_PAGE_REFS, type RouteName } from '@boatcare/shared-domain/core';
import { openScreen, screenPath } from '../support/navigate.ts';

/** Every prerendered public page, the app's sign-up and sign-in screens, and two in Danish. */
const PUBLIC_PAGES: [RouteName, Record<string, string>?, ('en' | 'da')?][] = [
  ...PUBLIC_PAGE_REFS.map(({ name, params }): [RouteName, Record<string, string>?] => [
    name,
    params,
  ]),
  ['login'],
  ['register'],
  ['clubRegister'],
  ['forgotPassword'],
  ['resetPassword', { token: 'some-token' }],
  ['home', {}, 'da'],
  ['faq', {}, 'da'],
];

for (const [name, params = {}, lng = 'en'] of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${screenPath(name, params, { lng })}`, async ({
    page,
  }) => {
    await openScreen(page, name, params, { lng });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('axe finds no serious or critical violation with an FAQ answer and the contact form open', async ({
  page,
}) => {
  await openScreen(page, 'faq');
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
  await openScreen(page, 'register');
  await page.getByLabel('Service provider').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
