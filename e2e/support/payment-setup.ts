import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { type Settings } from '@boatcare/shared-domain/schemas/auth';
import { PAYMENT_STATE_KEY, type PaymentState } from '@boatcare/shared-domain/schemas/job';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import { submitSignIn } from './accounts.ts';
import { call, tokenOf } from './api.ts';
import { registerAccount, type NewAccount } from './registration.ts';
import { placeBid, postRequest } from './requests.ts';
import { expectScreen } from './navigate.ts';

export type NewOwner = NewAccount;

/** A new boat owner, registered through the API as the register page would. */
export const registerOwner = (request: APIRequestContext): Promise<NewOwner> =>
  registerAccount(request, {
    role: 'customer',
    firstName: 'Nora',
    lastName: 'Owner',
    password: 'sea-breeze-2030',
    emailPrefix: 'owner',
  });

/** A new owner who reads Danish (so her emails are Danish) and pays in `currency`. */
export async function danishOwner(
  request: APIRequestContext,
  currency: Settings['currency_code'],
): Promise<NewOwner> {
  const owner = await registerOwner(request);
  await call(request, authApi.saveSettings, {
    token: owner.token,
    body: { language_code: 'da', currency_code: currency },
  });
  return owner;
}

/**
 * What the requests-and-orders screens do before payment, through the API: the owner posts a
 * request with a photo, the demo provider bids `bidCents`, the owner accepts. Answers the
 * payment state the request page saves before opening /payment.
 */
export async function acceptedOrder(
  request: APIRequestContext,
  owner: NewOwner,
  bidCents: number,
): Promise<PaymentState> {
  const boatName = 'Sea Breeze';
  const posted = await postRequest(request, owner.token, { boatName });
  const bidId = await placeBid(request, await tokenOf(request, 'provider'), posted.id, bidCents);
  const order = await call(request, jobs.fromBid, { token: owner.token, body: { bidId } });
  return {
    jobId: order.id,
    amount: bidCents,
    jobDetails: {
      boatName,
      lengthFeet: 32,
      address: posted.address,
      preferredDate: posted.preferredDate,
    },
  };
}

/** Signs the owner in through the login form, as a person would. */
export async function signInAs(page: Page, owner: NewOwner) {
  await submitSignIn(page, owner.email, owner.password);
  await expectScreen(page, 'dashboard');
}

/** What the request page stores after accepting a bid, before it opens /payment. */
export async function savePaymentState(page: Page, state: PaymentState) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    PAYMENT_STATE_KEY,
    JSON.stringify(state),
  ] as const);
}

/** A new owner, signed in on `page` through the login form. */
export async function signedInOwner(page: Page, request: APIRequestContext) {
  const owner = await registerOwner(request);
  await signInAs(page, owner);
  return owner;
}

/** A new owner with an order of the demo provider's accepted at `bidCents`, signed in on `page`. */
export async function signedInWithOrder(page: Page, request: APIRequestContext, bidCents: number) {
  const owner = await signedInOwner(page, request);
  return { owner, state: await acceptedOrder(request, owner, bidCents) };
}

/** The same, with the payment state saved as the request page saves it before /payment. */
export async function readyToPay(page: Page, request: APIRequestContext, bidCents: number) {
  const order = await signedInWithOrder(page, request, bidCents);
  await savePaymentState(page, order.state);
  return order;
}

/** Fills the test-mode card form and pays. */
export async function payWithTestCard(page: Page, cardNumber: string) {
  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
