import { expect, test, type Page } from '@playwright/test';
import { resetPathIn, uniqueEmail, waitForMail } from '../support/outbox.ts';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import { urlOf } from '../support/api.ts';
import { expectScreen, openScreen, screenPath, screenPattern } from '../support/navigate.ts';

async function register(page: Page, email: string, password: string) {
  await openScreen(page, 'register');
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Forgetful');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectScreen(page, 'createRequest');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await openScreen(page, 'login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('forgot password: the emailed link resets the password once, and the new one signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await register(page, email, 'old-password');

  await openScreen(page, 'login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expectScreen(page, 'forgotPassword');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const mail = await waitForMail(request, email);
  expect(mail.subject).toBe('Reset your BoatCare password');
  const link = resetPathIn(mail);
  expect(link).toMatch(screenPattern('resetPassword', { token: /[\w-]{43}/ }));

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm new password').fill('54321');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Password must be at least 6 characters', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to sign in' }).click();
  await expectScreen(page, 'login');

  await signIn(page, email, 'old-password');
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await signIn(page, email, 'brand-new-pass');
  await expectScreen(page, 'dashboard');

  // The link worked once; opened again it is refused.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-password');
  await page.getByLabel('Confirm new password').fill('third-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('This reset link is invalid, has already been used or has expired.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    screenPath('forgotPassword'),
  );
});

test('a reset that ends the session of another tab signs that tab out', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('sessions');
  const first = await browser.newPage();
  await register(first, email, 'first-password');
  await signIn(first, email, 'first-password');
  await expectScreen(first, 'dashboard');

  const other = await browser.newPage();
  await openScreen(other, 'forgotPassword');
  await other.getByLabel('Email').fill(email);
  await other.getByRole('button', { name: 'Send reset link' }).click();
  await other.goto(resetPathIn(await waitForMail(request, email)));
  await other.getByLabel('New password', { exact: true }).fill('second-password');
  await other.getByLabel('Confirm new password').fill('second-password');
  await other.getByRole('button', { name: 'Reset password' }).click();
  await expect(other.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();

  // The first browser's token is from before the reset: its next call is refused and it signs out.
  const answer = await first.evaluate(async (url) => {
    const token = JSON.parse(localStorage.getItem('user') ?? 'null')?.access_token as string;
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, code: ((await response.json()) as { code: string }).code };
  }, urlOf(authApi.settings));
  expect(answer).toEqual({ status: 401, code: 'errors.sessionExpired' });
});

test('a reset link without its token says so and goes to sign in', async ({ page }) => {
  // raw path: the reset screen's path without its token, as a cut-off link would be
  await page.goto('/en/reset-password');
  await expect(page.getByText('Invalid password reset link')).toBeVisible();
  await expectScreen(page, 'login');
});

test('forgot password answers the same for an address without an account', async ({ page }) => {
  await openScreen(page, 'forgotPassword', {}, { lng: 'da' });
  await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send nulstillingslink' }).click();
  await expect(page.getByRole('heading', { name: 'Tjek din e-mail' })).toBeVisible();
});
