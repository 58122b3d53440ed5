import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';
import * as bids from '@boatcare/shared-domain/endpoints/bids';
import { submitSignIn } from '../support/accounts.ts';
import { call, expectOk, send } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { payWithTestCard, registerOwner } from '../support/payment-setup.ts';
import { registerAccount, saveBidderProfile } from '../support/registration.ts';
import { postRequest } from '../support/requests.ts';
import { shootAt } from '../support/screens.ts';
import { expectScreen, openScreen, returningTo } from '../support/navigate.ts';

// The map's chunk and coastline data are large for a busy test machine: wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'harbour-care-2030';
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/provider-onboarding';

/** The screen at 1280 and 375 px wide (the files are for people to look at). */
const shoot = (page: Page, name: string) => shootAt(page, SHOTS, name);

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.access_token as string);

/** A provider with a bidder profile, through the API, signed in on the page. */
async function providerWithProfile(
  page: Page,
  request: APIRequestContext,
  lng: 'en' | 'da' = 'en',
) {
  const { email, token } = await registerAccount(request, {
    role: 'supplier',
    firstName: 'Pia',
    lastName: 'Provider',
    password: PASSWORD,
    emailPrefix: 'provider',
  });
  await saveBidderProfile(request, token, {
    title: 'Pia Boat Care',
    bio_discription: 'Hull cleaning, polishing and antifouling for sailboats in Aarhus and around.',
    address: 'Aarhus Lystbådehavn, Aarhus, Denmark',
    latitude: 56.1496,
    longitude: 10.2283,
    service_range: 80,
  });
  await submitSignIn(page, email, PASSWORD, lng);
  // Signed in with a profile but nothing paid: the gate sends the provider to the checklist's
  // next step, the gate fee.
  await expectScreen(page, 'gatePayment', {}, { lng: 'en' });
  await openScreen(page, 'supplierSubscribe', {}, { lng });
  return { email, token };
}

test('a new provider registers, fills the profile, pays the gate fee and subscribes through the checkout page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openScreen(page, 'register');
  await page.getByLabel('First name').fill('Pia');
  await page.getByLabel('Last name').fill('Provider');
  await page.getByLabel('Email').fill(`provider-${randomUUID()}@boatcare.test`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Service provider').check();
  await page.getByLabel('Service radius (km)').fill('50');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Without a profile, every guarded page routes to the profile.
  await expectScreen(page, 'supplierSubscribe');
  await openScreen(page, 'supplierDashboard');
  await expectScreen(page, 'supplierProfile');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your profile, Pia Provider' }),
  ).toBeVisible();

  // Validation on the way.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  for (const message of [
    'Title is required',
    'Bio description is required',
    'Contact number is required',
    'Address is required',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await page.getByLabel('Business name or title').fill('Pia Boat Care');
  await page.getByLabel('Bio').fill('Too short.');
  await page.getByLabel('Contact number').fill('12');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Bio description must be at least 50 characters')).toBeVisible();
  await page
    .getByLabel('Bio')
    .fill('Hull cleaning, polishing and antifouling for sailboats in Copenhagen.');
  await page.getByLabel('Contact number').fill('+4522334455');
  await page.getByRole('combobox', { name: 'Business address' }).fill('Nyhavn');
  await page
    .getByRole('option', { name: /Nyhavn/ })
    .first()
    .click();

  // The map: land, harbours and the radius circle, drawn without a tile server.
  const map = page.getByTestId('service-area-map');
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  await expect(page.getByTestId('radius-value')).toHaveText('50 km');
  await page.getByLabel('Service radius').fill('120');
  await expect(page.getByTestId('radius-value')).toHaveText('120 km');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'profile-new-en');

  // Saved, the checklist's next step: the gate fee.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectScreen(page, 'gatePayment');
  const checklist = page.getByRole('region', { name: 'Complete your registration' });
  await expect(checklist.getByText('1 of 4 done')).toBeVisible();

  // Before paying, the profile stays open and its checklist leads to the gate fee.
  await openScreen(page, 'supplierProfile');
  await expectScreen(page, 'supplierProfile');
  await expect(checklist).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'profile-unpaid-en');
  await checklist.getByRole('link', { name: 'Pay the gate fee' }).click();
  await expectScreen(page, 'gatePayment');
  // Every other guarded page sends a provider who has not paid the fee to it.
  await openScreen(page, 'supplierJobs');
  await expectScreen(page, 'gatePayment');

  // The gate fee with the card form.
  await shoot(page, 'gate-payment-en');
  await payWithTestCard(page, TEST_CARDS.succeeds);
  await expectScreen(
    page,
    'gatePaymentComplete',
    {},
    {
      query: { payment_intent: /pi_\w+/, redirect_status: 'succeeded' },
    },
  );
  await expect(page.getByRole('heading', { name: 'Gate fee paid' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'gate-payment-complete-en');

  // The subscription through the (test-mode) checkout page, with the promo code.
  await page.getByRole('link', { name: 'Continue to the subscription' }).click();
  await page.getByLabel('Promo code').fill('NOPE');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByText('This promo code is not valid.').first()).toBeVisible();
  await page.getByLabel('Promo code').fill('demo20');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expectScreen(page, 'supplierTestCheckout', {}, { query: { session_id: /cs_\w+/ } });
  await expect(page.getByText(/TEST MODE/)).toBeVisible();
  await expect(page.getByText('Promo code applied: 20% off every month.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'test-checkout-en');
  await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expectScreen(
    page,
    'supplierSubscribeComplete',
    {},
    {
      query: { session_id: /cs_\w+/ },
    },
  );
  await expect(page.getByRole('heading', { name: 'Subscription Active!' })).toBeVisible();
  await expect(checklist.getByText('3 of 4 done')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'subscribe-complete-en');
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expectScreen(page, 'supplierDashboard');

  // A reload keeps the flags; the profile shows until when the subscription runs.
  await openScreen(page, 'supplierProfile');
  await expect(page.getByTestId('subscription-state')).toContainText('renews on');
  await shoot(page, 'profile-subscribed-en');

  // While subscribed the provider may bid on an owner's new request.
  const owner = await registerOwner(page.request);
  const { id: jobPostId } = await postRequest(page.request, owner.token, {
    boatName: `Lapse ${randomUUID().slice(0, 8)}`,
  });
  const token = await tokenOf(page);
  const bid = (amount: number) =>
    send(page.request, bids.place, {
      token,
      body: { jobPostId, bid_amount: amount, message: '' },
    });
  await expectOk(await bid(300_00));

  // A lapsed subscription loses bidding (even with the token it had) and is routed to subscribe.
  await call(page.request, bidderPayments.testLapse, { token });
  const refused = await bid(280_00);
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as unknown).toMatchObject({ code: 'bids.subscriptionRequired' });
  await openScreen(page, 'supplierDashboard');
  await expectScreen(page, 'supplierSubscribe');
  await openScreen(page, 'supplierJobDetail', { id: jobPostId });
  await expectScreen(page, 'supplierSubscribe');
});

test('a provider subscribes with the card form and the promo code, then cancels', async ({
  page,
  request,
}) => {
  await providerWithProfile(page, request);
  await page.getByLabel('Promo code').fill('DEMO20');
  await page.getByRole('button', { name: 'Pay with a card on this page' }).click();
  await page.getByRole('button', { name: 'Continue to card payment' }).click();
  await expect(page.getByText('Promo code applied: 20% off every month.')).toBeVisible();
  await payWithTestCard(page, TEST_CARDS.declined);
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  await payWithTestCard(page, TEST_CARDS.succeeds);
  await expect(page.getByRole('heading', { name: 'Subscription Active!' })).toBeVisible();
  // The gate fee is still to pay: the dashboard leads to it, the checklist's next step.
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expectScreen(page, 'gatePayment');

  await openScreen(page, 'supplierProfile');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('subscription-state')).toContainText('runs until');
  await expectScreen(page, 'supplierProfile');
});

test('supplier settings sit behind the gate; a visitor is sent to login', async ({
  page,
  request,
  browser,
}) => {
  await providerWithProfile(page, request);
  await openScreen(page, 'supplierSettings');
  await expectScreen(page, 'gatePayment');
  // A visitor in a browser of their own (clearing this page's storage races the subscribe
  // page, which writes the refreshed session back when its status answer comes).
  const visitor = await (await browser.newContext()).newPage();
  await openScreen(visitor, 'supplierProfile');
  await expectScreen(visitor, 'login', {}, { query: returningTo('supplierProfile') });
});

test('the onboarding screens in Danish', async ({ page, request }) => {
  await providerWithProfile(page, request, 'da');
  await expect(page.getByRole('heading', { name: 'Det får du' })).toBeVisible();
  await shoot(page, 'subscribe-da');
  await openScreen(page, 'supplierProfile', {}, { lng: 'da' });
  await expect(page.getByRole('region', { name: 'Fuldfør din registrering' })).toBeVisible();
  await shoot(page, 'profile-unpaid-da');
  await openScreen(page, 'gatePayment', {}, { lng: 'da' });
  await expect(page.getByRole('heading', { level: 1, name: 'Adgangsgebyr' })).toBeVisible();
  await shoot(page, 'gate-payment-da');
  await openScreen(page, 'supplierSubscribe', {}, { lng: 'da' });
  await page.getByRole('button', { name: 'Abonnér nu' }).click();
  await expect(page.getByText(/TESTTILSTAND/)).toBeVisible();
  await shoot(page, 'test-checkout-da');
  await page.getByLabel('Kortnummer').fill(TEST_CARDS.succeeds);
  await page.getByRole('button', { name: /^Betal / }).click();
  await expect(page.getByText('Indtast udløbsdatoen.')).toBeVisible();
  await openScreen(
    page,
    'supplierSubscribeComplete',
    {},
    {
      lng: 'da',
      query: { session_id: 'cs_test_unknown' },
    },
  );
  await expect(page.getByRole('heading', { name: 'Ups – noget gik galt' })).toBeVisible();
  await shoot(page, 'subscribe-complete-error-da');
  await openScreen(page, 'supplierSettings', {}, { lng: 'da' });
  await shoot(page, 'settings-da');
});

test('the profile form and its map in Danish', async ({ page }) => {
  await openScreen(page, 'register', {}, { lng: 'da' });
  await page.locator('input[name=first_name]').fill('Pia');
  await page.locator('input[name=last_name]').fill('Provider');
  await page.locator('input[type=email]').fill(`provider-${randomUUID()}@boatcare.test`);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('input[type=radio][value=supplier]').check();
  await page.locator('input[name=service_range]').fill('50');
  await page.locator('form button[type=submit]').click();
  await expectScreen(page, 'supplierSubscribe', {}, { lng: 'da' });
  await openScreen(page, 'supplierProfile', {}, { lng: 'da' });
  await expect(page.getByRole('heading', { name: 'Om din virksomhed' })).toBeVisible();
  await expect(
    page.getByTestId('service-area-map').locator('.leaflet-overlay-pane path').first(),
  ).toBeAttached();
  await page.getByRole('button', { name: 'Gem og fortsæt' }).click();
  await expect(page.getByText('Firmanavn eller titel')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'profile-new-da');
});
