import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PAYMENT_STATE_KEY } from '@boatcare/shared-domain/schemas/job';
import * as bidsApi from '@boatcare/shared-domain/endpoints/bids';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import { call, send, tokenOf } from '../support/api.ts';
import {
  danishOwner,
  registerOwner,
  signInAs,
  signedInOwner,
  signedInWithOrder,
} from '../support/payment-setup.ts';
import { expectAccessible } from '../support/axe.ts';
import { chooseDay } from '../support/date-field.ts';
import { ANY_ID, expectScreen, openScreen, returningTo } from '../support/navigate.ts';

/** Real photos, made for this run: a JPEG and a PNG a phone might send, and a spare. */
const photos = { jpeg: '', png: '', spare: '' };
test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'boatcare-photos-'));
  const make = (file: string, background: string, format: 'jpeg' | 'png') =>
    sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background,
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .toFormat(format)
      .toFile(join(dir, file));
  await make('bow.jpg', '#2a7ab0', 'jpeg');
  await make('stern.png', '#0f7c8c', 'png');
  await make('deck.jpg', '#124e6e', 'jpeg');
  Object.assign(photos, {
    jpeg: join(dir, 'bow.jpg'),
    png: join(dir, 'stern.png'),
    spare: join(dir, 'deck.jpg'),
  });
});

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

// The whole platform on a shared, busy machine: each journey gets a generous budget.
test.beforeEach(() => test.setTimeout(180_000));

test('a visitor who opens create-request is sent to log in, told why, and brought back', async ({
  page,
  request,
}) => {
  const owner = await danishOwner(request, 'DKK');
  await openScreen(page, 'createRequest');
  await expectScreen(page, 'login', {}, { query: returningTo('createRequest') });
  await expect(page.getByText('Please log in to create a request')).toBeVisible();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The page she asked for, in her own language (Danish), not the dashboard.
  await expectScreen(page, 'createRequest', {}, { lng: 'da' });
  await expect(page.getByLabel('Bådens navn')).toBeVisible();
});

test('a new owner creates a request with two photos, replaces one, and accepts a provider’s bid', async ({
  page,
  request,
}) => {
  await signedInOwner(page, request);
  await page.getByRole('link', { name: 'Book now' }).click();
  await expectScreen(page, 'createRequest');
  await expectAccessible(page);

  // Step 1: Next on an empty form says what is missing.
  await next(page);
  await expect(page.getByText('Boat name is mandatory')).toBeVisible();
  await expect(page.getByText('Location is required')).toBeVisible();
  await expect(page.getByText('Please choose between 1 and 4 images.')).toBeVisible();
  await page.getByLabel('Boat name').fill('Havfruen');
  await page.getByLabel('Boat length').fill('32');
  await page.getByLabel('Boat type').selectOption('Sailboat');
  await page.getByLabel('Hull material').selectOption('Gelcoat');
  await page.getByLabel('Where is the boat?').selectOption('In water');
  await page.getByLabel('Dock number').fill('B-12');
  await page.getByRole('combobox', { name: 'Harbour / address' }).fill('nyhav');
  await page.getByRole('option', { name: /Nyhavn/ }).click();
  await expect(page.getByRole('combobox', { name: 'Harbour / address' })).toHaveValue(
    'Nyhavn, København, Denmark',
  );
  await expect(page.getByText('Location is required')).toBeHidden();
  const files = page.locator('input[type=file]');
  // Five photos are too many: the selection is cleared and the count error shows.
  await files.setInputFiles([photos.jpeg, photos.png, photos.spare, photos.jpeg, photos.png]);
  await expect(page.getByText('Please choose between 1 and 4 images.')).toBeVisible();
  await expect(page.getByText('0 of 4 photos')).toBeVisible();
  await files.setInputFiles([photos.jpeg, photos.png, photos.spare]);
  await page.getByRole('button', { name: 'Remove deck.jpg' }).click();
  await expect(page.getByText('2 of 4 photos')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
  await next(page);

  // Step 2: engine service needs its serial number and description.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Services' })).toBeFocused();
  await page.getByLabel('Polishing').check();
  await page.getByLabel('Engine service').check();
  await next(page);
  await expect(page.getByText('Serial Number is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await page.getByLabel('Engine serial number').fill('VP-D2-40-1234');
  await page.getByLabel('What should be done to the engine?').fill('Change the impeller');
  await page.getByLabel('Wax').check();
  await next(page);

  // Step 3: the preferred date is required.
  await next(page);
  await expect(page.getByText('Preferred date is required')).toBeVisible();
  await chooseDay(page, 'Preferred date', '2031-05-20');
  // A new account has no phone: it is asked for here, and checked.
  await page.getByLabel('Your phone number').fill('call me');
  await next(page);
  await expect(page.getByText(/Enter a phone number with country code/)).toBeVisible();
  await page.getByLabel('Your phone number').fill('+45 12 34 56 78');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Keys at the harbour office.');
  await next(page);

  // Step 4: the review with its cost breakdown, then Finish.
  const costs = page.getByRole('table', { name: 'Cost breakdown' });
  await expect(costs).toContainText('Polishing');
  await expect(costs).toContainText('Wax coating');
  await expect(costs).toContainText('Estimated total');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Request created successfully!')).toBeVisible();
  // The new job's own page, waiting for offers.
  await expectScreen(page, 'requestDetail', { id: ANY_ID });
  await expect(page.getByRole('heading', { name: 'Waiting for offers' })).toBeVisible();

  // My jobs (the spec's my-requests path): the new request with its thumbnail (never the original).
  await page.getByRole('link', { name: 'My jobs' }).first().click();
  const card = page.getByRole('article').filter({ hasText: 'Havfruen' });
  await expect(card).toContainText('No offers yet');
  const thumb = card.getByRole('img', { name: /Havfruen/ });
  // At its signed address (only those who may see the request get one).
  await expect(thumb).toHaveAttribute(
    'src',
    /\/v1\/images\/job-posts\/[a-f0-9]{24}\/[\w-]+-thumb\.webp\?exp=\d+&sig=[0-9a-f]{64}$/,
  );
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(page);

  // Request detail: replace the first photo.
  await card.getByRole('link', { name: 'Havfruen' }).click();
  await expectScreen(page, 'requestDetail', { id: ANY_ID });
  const requestId = page.url().split('/').pop() ?? '';
  const gallery = page.getByRole('list', { name: 'Photo slots' });
  await expect(gallery.getByRole('img', { name: /Havfruen, photo/ })).toHaveCount(2);
  const before = await gallery.getByRole('img').first().getAttribute('src');
  await page.getByLabel('Replace photo 1').setInputFiles(photos.spare);
  await expect(page.getByText('Image updated')).toBeVisible();
  await expect(gallery.getByRole('img').first()).not.toHaveAttribute('src', before ?? '');
  await expect(page.getByRole('heading', { name: 'No offers yet' })).toBeVisible();

  // The demo provider bids through the API; the owner sees it and accepts it.
  const bid = await send(request, bidsApi.place, {
    token: await tokenOf(request, 'provider'),
    body: { jobPostId: requestId, bid_amount: 3_950_00, message: 'Can start Monday morning.' },
  });
  expect(bid.status()).toBe(201);
  await page.reload();
  const bids = page.getByRole('list').filter({ hasText: 'Can start Monday morning.' });
  await expect(bids).toContainText('Copenhagen Boat Care');
  await expect(bids).toContainText('US$3,950.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Accept offer/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Accept this offer?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, accept offer' }).click();
  await expectScreen(page, 'payment');
  const saved = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    PAYMENT_STATE_KEY,
  );
  expect(saved).toMatchObject({
    jobId: expect.stringMatching(/^[a-f0-9]{24}$/),
    amount: 3_950_00,
    jobDetails: { boatName: 'Havfruen', lengthFeet: 32, address: 'Nyhavn, København, Denmark' },
  });
});

test('the wizard keeps what the owner typed when she leaves and comes back, until she starts over', async ({
  page,
  request,
}) => {
  await signedInOwner(page, request);
  await openScreen(page, 'createRequest');
  await page.getByLabel('Boat name').fill('Kladde');
  await page.getByLabel('Boat length').fill('28');
  await page.getByLabel('Boat type').selectOption('Sailboat');
  // Away (a page load) and back: filled in again, and told so (photos cannot be kept).
  await openScreen(page, 'faq');
  await openScreen(page, 'createRequest');
  await expect(
    page.getByRole('status').filter({ hasText: 'We kept what you typed' }),
  ).toBeVisible();
  await expect(page.getByLabel('Boat name')).toHaveValue('Kladde');
  await expect(page.getByLabel('Boat length')).toHaveValue('28');
  await expect(page.getByLabel('Boat type')).toHaveValue('Sailboat');
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByLabel('Boat name')).toHaveValue('');
  await expect(page.getByText('We kept what you typed')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Boat name')).toHaveValue('');
  await expect(page.getByText('We kept what you typed')).toHaveCount(0);
});

test('orders: one list of jobs by stage, the job page by request or order id, no internal data', async ({
  page,
  request,
}) => {
  const { owner, state } = await signedInWithOrder(page, request, 250_00);
  // The spec's my-order path opens the one list of jobs.
  await openScreen(page, 'myOrders');
  const card = page.getByRole('article').filter({ hasText: 'Sea Breeze' });
  await expect(card).toContainText('Awaiting payment');
  await expect(card).toContainText('US$250.00');
  await expect(card.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('radio', { name: /^Finished/ }).check();
  await expect(page.getByRole('heading', { name: 'No jobs here' })).toBeVisible();
  await page.getByRole('radio', { name: /^Under way/ }).check();
  await expect(card).toBeVisible();

  // The card opens the job page: its state in words, its one action, and no internal data.
  await card.getByRole('link', { name: 'Sea Breeze' }).click();
  await expectScreen(page, 'requestDetail', { id: ANY_ID });
  await expect(
    page.getByRole('heading', { name: 'Offer accepted: waiting for your payment' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay US\$262\.50$/ })).toBeVisible();
  await expect(page.getByText(state.jobId)).toHaveCount(0);
  await expect(page.getByText('N/A', { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The order's own id on the spec's my-order/{id} path leads to the same job page.
  await openScreen(page, 'myOrderDetail', { id: state.jobId });
  await expectScreen(page, 'requestDetail', { id: ANY_ID });
  await expect(page.getByRole('heading', { level: 1, name: 'Sea Breeze' })).toBeVisible();

  // Someone else's request is not found, the same as one that does not exist.
  const postId = await jobPostOf(request, owner.token, state.jobId);
  const other = await registerOwner(request);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await signInAs(page, other);
  await openScreen(page, 'requestDetail', { id: postId });
  await expect(page.getByRole('heading', { name: 'Request not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});

/** The request an order was made from. */
async function jobPostOf(request: APIRequestContext, token: string, jobId: string) {
  return (await call(request, jobs.get, { token, params: { id: jobId } })).jobPostId;
}
