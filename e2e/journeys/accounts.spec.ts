import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/outbox.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

async function fillRegistration(page: Page, email: string, password = 'secret-pass') {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectScreen(page, 'login');
}

async function logIn(page: Page, email: string, password: string) {
  // The URL changes first; the login page follows once its chunk is loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a boat owner registers, lands in the request wizard, logs out and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('owner');
  await openScreen(page, 'register');
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Password is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Service radius (km)')).toHaveCount(0);
  await expect(page.getByLabel('Boat owner')).toBeChecked();

  await fillRegistration(page, email, '12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expectScreen(page, 'createRequest');
  await expect(page.getByText('Your account has been created. Welcome to BoatCare!')).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.user?.email),
  ).toBe(email);

  await logOut(page);
  await logIn(page, email, 'secret-pass');
  await expectScreen(page, 'dashboard');
  // Registering was the first sign-in: this one is a return.
  await expect(page.getByText('Welcome back, Ada!')).toBeVisible();
});

test('the same email cannot register twice', async ({ page }) => {
  const email = uniqueEmail('twice');
  await openScreen(page, 'register');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectScreen(page, 'createRequest');
  await logOut(page);
  await openScreen(page, 'register');
  await fillRegistration(page, email.toUpperCase());
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expectScreen(page, 'register');
});

test('a service provider gives a service radius up to 200 (or none) and lands on the subscribe page', async ({
  page,
}) => {
  await openScreen(page, 'register');
  await fillRegistration(page, uniqueEmail('provider'));
  await page.getByLabel('Service provider').check();
  const radius = page.getByLabel('Service radius (km)');
  await expect(radius).toBeVisible();
  await radius.fill('250');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Service radius can be at most 200 km')).toBeVisible();
  await radius.fill('40');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expectScreen(page, 'supplierSubscribe');
  // The provider remote serves this page; until it does, the shell says it is not available.
  await expect(
    page
      .getByRole('heading', { name: 'This page is not available' })
      .or(page.getByRole('heading', { level: 1, name: /subscri/i })),
  ).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? 'null')?.user,
  );
  expect(stored).toMatchObject({ user_type: 2, has_bidder_profile: false });
});

test('a wrong password shows the server message, the right one signs in', async ({ page }) => {
  const email = uniqueEmail('wrongpass');
  await openScreen(page, 'register');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectScreen(page, 'createRequest');
  await logOut(page);
  await logIn(page, email, 'not-my-password');
  // The refusal is the email field's error, with focus there.
  const emailField = page.getByLabel('Email');
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expectScreen(page, 'login');
  await logIn(page, email, 'secret-pass');
  await expectScreen(page, 'dashboard');
  // No stale refusal beside the greeting.
  await expect(page.getByText('Welcome back, Ada!')).toBeVisible();
  await expect(page.getByText('Email or password is incorrect.')).toHaveCount(0);
});

test('a club registers through the public form, then signs in to its membership requests', async ({
  page,
}) => {
  const email = uniqueEmail('club');
  await openScreen(page, 'vipBenefits');
  await page.getByRole('link', { name: 'Register your club' }).click();
  await expectScreen(page, 'clubRegister');
  await page.getByRole('button', { name: 'Register club' }).click();
  await expect(page.getByText('Club name is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('First name').fill('Karen');
  await page.getByLabel('Last name').fill('Harbour');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('club-secret');
  await page.getByLabel('Club name').fill('Svanemøllehavnens Sejlklub');
  await page.getByRole('combobox', { name: 'Location' }).fill('Svanemølle');
  await page.getByRole('option', { name: /Svanemøllehavnen/ }).click();
  await page
    .getByLabel('Club description')
    .fill('A friendly sailing club with 300 berths and a winter storage hall.');
  await page.getByLabel('Contact email').fill(email);
  await page.getByRole('button', { name: 'Register club' }).click();

  await expect(page.getByText('Club registered. You can now sign in.')).toBeVisible();
  await expectScreen(page, 'login');
  await logIn(page, email, 'club-secret');
  // The spec routes a club's sign-in to its membership requests.
  await expectScreen(page, 'clubMembership');
});
