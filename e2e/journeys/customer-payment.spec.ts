import { expect, test } from '@playwright/test';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import {
  acceptedOrder,
  payWithTestCard,
  readyToPay,
  savePaymentState,
  signedInOwner,
} from '../support/payment-setup.ts';
import { expectAccessible } from '../support/axe.ts';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import * as payments from '@boatcare/shared-domain/endpoints/payments';
import { call, globOf } from '../support/api.ts';
import { ANY_ID, expectScreen, openScreen } from '../support/navigate.ts';

/** Where the card form returns to, with the payment's outcome. */
const returned = (status: 'succeeded' | 'failed') => ({
  payment_intent: /pi_\w+/,
  redirect_status: status,
});

// The whole platform on a shared, busy machine: each journey gets a generous budget.
test.beforeEach(() => test.setTimeout(180_000));

test('an owner pays an accepted order with 4242 and the order shows it paid', async ({
  page,
  request,
}) => {
  const { owner, state } = await readyToPay(page, request, 250_00);
  await openScreen(page, 'payment');

  const breakdown = page.getByRole('region', { name: 'Payment breakdown' });
  await expect(breakdown).toContainText('Accepted bidUS$250.00');
  await expect(breakdown).toContainText('Platform fee (5%)US$12.50');
  await expect(breakdown).toContainText('TotalUS$262.50');
  await expect(breakdown).not.toContainText('VIP discount');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Sea Breeze');
  await expectAccessible(page);

  await payWithTestCard(page, '4242 4242 4242 4242');
  await expectScreen(page, 'paymentComplete', {}, { query: returned('succeeded') });
  await expect(page.getByRole('heading', { name: 'Payment Completed Successfully' })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => localStorage.getItem('paymentState'))).toBeNull();

  await page.getByRole('link', { name: 'View order' }).click();
  await expectScreen(page, 'requestDetail', { id: ANY_ID });
  // The job page shows it paid at once, and offers no second payment.
  await expect(page.locator('section[data-state]')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  const order = await call(request, jobs.get, {
    token: owner.token,
    params: { id: state.jobId },
  });
  expect(order).toMatchObject({ payment_status: 'completed', payment_amount: 262_50 });
});

test('the order shows at once, its amounts when the server has made the payment (issue 28)', async ({
  page,
  request,
}) => {
  await readyToPay(page, request, 250_00);
  // The server's answer waits until the order has been looked at.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(globOf(payments.createIntent), async (route) => {
    await answered;
    await route.continue();
  });
  await openScreen(page, 'payment');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Sea Breeze');
  const breakdown = page.getByRole('region', { name: 'Payment breakdown' });
  await expect(breakdown).toContainText('Total');
  // No amount is guessed before the server computed it.
  await expect(breakdown).not.toContainText('US$');

  answer();
  await expect(breakdown).toContainText('TotalUS$262.50');
  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
});

test('a declined card shows the failed view, and trying again pays', async ({ page, request }) => {
  await readyToPay(page, request, 100_00);
  await openScreen(page, 'payment');

  await payWithTestCard(page, TEST_CARDS.declined);
  await expectScreen(page, 'paymentComplete', {}, { query: returned('failed') });
  await expect(page.getByRole('heading', { name: 'Payment Failed – Please Retry' })).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Try again' }).click();
  await expectScreen(page, 'payment');
  await payWithTestCard(page, TEST_CARDS.succeeds);
  await expect(page.getByRole('heading', { name: 'Payment Completed Successfully' })).toBeVisible();
});

test('a bad card number is caught on the form, in the reader’s language', async ({
  page,
  request,
}) => {
  await readyToPay(page, request, 80_00);
  await openScreen(page, 'payment', {}, { lng: 'da' });
  await expect(page.getByText('Testtilstand: ingen rigtig betaling')).toBeVisible();
  await page.getByRole('button', { name: /^Betal / }).click();
  await expect(page.getByText('Indtast kortnummeret.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Kortnummer' }).fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: /^Betal / }).click();
  await expect(page.getByText('Kortnummeret er ikke gyldigt.')).toBeVisible();
  await expectScreen(page, 'payment', {}, { lng: 'da' });
});

test('a VIP member joins with a test card and then sees the 10% discount line', async ({
  page,
  request,
}) => {
  const owner = await signedInOwner(page, request);
  await openScreen(page, 'vipSubscribe');
  await expect(page.getByRole('heading', { name: 'BoatCare VIP membership' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await payWithTestCard(page, TEST_CARDS.succeeds);
  await expect(page.getByRole('heading', { name: 'You are a VIP member' })).toBeVisible();
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(session.user.vipMembership).toEqual({ isActive: true });

  const state = await acceptedOrder(request, owner, 250_00);
  await savePaymentState(page, state);
  await openScreen(page, 'payment');
  const breakdown = page.getByRole('region', { name: 'Payment breakdown' });
  await expect(breakdown).toContainText('VIP discount (10%)−US$25.00');
  await expect(breakdown).toContainText('TotalUS$237.50');
});

test('the payment page without a saved payment goes to the dashboard', async ({
  page,
  request,
}) => {
  await signedInOwner(page, request);
  await openScreen(page, 'payment');
  await expectScreen(page, 'dashboard');
});

test('when the confirmation call fails, the result page says so and never shows success', async ({
  page,
  request,
}) => {
  await readyToPay(page, request, 90_00);
  // The payments service cannot be reached for the confirmation.
  await page.route(globOf(payments.confirm), (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 502,
            error: 'Bad Gateway',
            code: 'errors.serviceUnavailable',
            message: 'down',
          }),
        })
      : route.continue(),
  );
  await openScreen(page, 'payment');
  await payWithTestCard(page, TEST_CARDS.succeeds);
  await expectScreen(page, 'paymentComplete', {}, { query: returned('succeeded') });
  await expect(
    page.getByRole('heading', { name: 'We could not confirm your payment' }),
  ).toBeVisible();
  await expect(page.getByText('Payment Completed Successfully')).toHaveCount(0);

  await page.unroute(globOf(payments.confirm));
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Completed Successfully' })).toBeVisible();
});
