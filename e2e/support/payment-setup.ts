import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  NO_SERVICES,
  PAYMENT_STATE_KEY,
  servicesToWire,
  type PaymentState,
} from '@boatcare/shared-domain';
import { DEMO, DEMO_PASSWORD } from './accounts.ts';

// A 16x12 PNG: the request's one photo (the server checks the bytes).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAAFUlEQVR4nGPgr+khCTGMahjVgB0BAAIc0UFLTHOlAAAAAElFTkSuQmCC',
  'base64',
);

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(
    response.ok(),
    `${response.url()} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return (await response.json()) as T;
}

export interface NewOwner {
  email: string;
  password: string;
  token: string;
}

/** A new boat owner, registered through the API as the register page would. */
export async function registerOwner(request: APIRequestContext): Promise<NewOwner> {
  const email = `owner-${randomUUID()}@boatcare.test`;
  const password = 'sea-breeze-2030';
  const session = await ok<{ access_token: string }>(
    await request.post('/v1/auth/register', {
      data: {
        first_name: 'Nora',
        last_name: 'Owner',
        email,
        password,
        role: 'customer',
        user_type: 1,
        service_range: 0,
      },
    }),
  );
  return { email, password, token: session.access_token };
}

/** A request of the owner's at Nyhavn, a month ahead, with one photo, through the API. */
export async function postRequest(request: APIRequestContext, token: string, boatName: string) {
  const preferredDate = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const location = {
    address: 'Nyhavn 17, 1051 København K',
    placeId: 'harbour-nyhavn',
    latitude: 55.6797,
    longitude: 12.5901,
  };
  const created = await ok<{ id: string }>(
    await request.post('/v1/jobpost', {
      headers: auth(token),
      multipart: {
        boatName,
        boatType: 'Sailboat',
        material: 'Gelcoat',
        locationType: 'In water',
        flybridge: 'false',
        dockNumber: 'B-12',
        preferredDate,
        lengthFeet: '32',
        dirtinessLevel: '1',
        max_bid_amount: '0',
        min_bid_amount: '0',
        location: JSON.stringify({ ...location, dockNumber: 'B-12' }),
        services: JSON.stringify(servicesToWire(NO_SERVICES)),
        notes: '',
        title: '',
        description: '',
        images: { name: 'boat.png', mimeType: 'image/png', buffer: PHOTO },
      },
    }),
  );
  return { id: created.id, preferredDate, address: location.address };
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
  const created = await postRequest(request, owner.token, 'Sea Breeze');
  const provider = await ok<{ access_token: string }>(
    await request.post('/v1/auth/login', {
      data: { email: DEMO.provider.email, password: DEMO_PASSWORD },
    }),
  );
  const bid = await ok<{ data: { id: string } }>(
    await request.post('/v1/bids', {
      headers: auth(provider.access_token),
      data: { jobPostId: created.id, bid_amount: bidCents, message: 'Happy to help' },
    }),
  );
  const order = await ok<{ id: string }>(
    await request.post('/v1/jobs/from-bid', {
      headers: auth(owner.token),
      data: { bidId: bid.data.id },
    }),
  );
  return {
    jobId: order.id,
    amount: bidCents,
    jobDetails: {
      boatName: 'Sea Breeze',
      lengthFeet: 32,
      address: created.address,
      preferredDate: created.preferredDate,
    },
  };
}

/** Signs the owner in through the login form, as a person would. */
export async function signInAs(page: Page, owner: NewOwner) {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
}

/** What the request page stores after accepting a bid, before it opens /payment. */
export async function savePaymentState(page: Page, state: PaymentState) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    PAYMENT_STATE_KEY,
    JSON.stringify(state),
  ] as const);
}

/** Fills the test-mode card form and pays. */
export async function payWithTestCard(page: Page, cardNumber: string) {
  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
