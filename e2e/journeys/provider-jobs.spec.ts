import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { NO_SERVICES, servicesToWire } from '@boatcare/shared-domain';
import { signIn } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  payWithTestCard,
  registerOwner,
  savePaymentState,
  signInAs,
  type NewOwner,
} from '../support/payment-setup.ts';

// A 16x12 PNG: the request's one photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAAFUlEQVR4nGPgr+khCTGMahjVgB0BAAIc0UFLTHOlAAAAAElFTkSuQmCC',
  'base64',
);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The owner posts a 32 ft request at Nyhavn, a month ahead, through the API. */
async function postRequest(request: APIRequestContext, owner: NewOwner, boatName: string) {
  const preferredDate = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const location = {
    address: 'Nyhavn 17, 1051 København K',
    placeId: 'harbour-nyhavn',
    latitude: 55.6797,
    longitude: 12.5901,
    dockNumber: 'B-12',
  };
  const response = await request.post('/v1/jobpost', {
    headers: auth(owner.token),
    multipart: {
      boatName,
      boatType: 'Sailboat',
      material: 'Gelcoat',
      locationType: 'In water',
      flybridge: 'false',
      dockNumber: 'B-12',
      preferredDate,
      lengthFeet: '32',
      location: JSON.stringify(location),
      services: JSON.stringify(servicesToWire({ ...NO_SERVICES, polishing: true })),
      notes: 'Please clean the hull before the season.',
      title: '',
      description: '',
      images: { name: 'boat.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  return { id, preferredDate };
}

/** Screenshots at 1280 and 375 px when SCREENSHOTS_DIR is set (for looking at, not asserted). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a provider finds a new request nearby, bids, and sees the paid order in my offers and on the calendar', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(process.env.SCREENSHOTS_DIR ? 400_000 : 180_000);
  const owner = await registerOwner(request);
  const boatName = `Sea Breeze ${randomUUID().slice(0, 6)}`;
  const { id, preferredDate } = await postRequest(request, owner, boatName);

  // The demo provider finds it in nearby jobs with filters.
  await signIn(page, 'provider');
  await page.getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/supplier\/jobs$/);
  await expect(page.getByRole('tab', { name: 'Nearby jobs' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Boat length').selectOption('medium');
  await page.getByLabel('Distance').selectOption('10');
  await page.getByRole('checkbox', { name: 'Polishing' }).check();
  await page.getByRole('searchbox', { name: 'Boat name' }).fill(boatName);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name: new RegExp(boatName) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('32 ft');
  await expect(card).toContainText(/\d+(\.\d)? km away/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'jobs-nearby-en');

  // A filter that excludes it leaves the empty state.
  await page.getByLabel('Boat length').selectOption('large');
  await expect(page.getByRole('heading', { name: 'No jobs nearby' })).toBeVisible();
  await page.getByLabel('Boat length').selectOption('medium');

  // Opens it and bids: the modal shows commission and net payout.
  await page
    .getByRole('article', { name: new RegExp(boatName) })
    .getByRole('link', { name: 'View details' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/supplier/jobs/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: boatName })).toBeVisible();
  await expect(page.getByText('B-12')).toBeVisible();
  await expect(page.getByText('You have not made an offer yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'job-detail-en');
  await page.getByRole('button', { name: 'Make offer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bid amount (USD)').fill('4000');
  await expect(dialog.getByTestId('commission')).toHaveText('− US$1,000.00');
  await expect(dialog.getByTestId('net-payout')).toHaveText('US$3,000.00');
  await expect(dialog).toContainText('Within the estimate.');
  await dialog.getByLabel('Bid amount (USD)').fill('200');
  await expect(dialog.getByRole('alert')).toContainText('far below the estimate');
  await dialog.getByLabel('Bid amount (USD)').fill('4000');
  await dialog.getByLabel('Message (optional)').fill('Can do it the week before.');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'bid-modal-en');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Bid submitted successfully')).toBeVisible();
  await expect(page.getByTestId('my-bid-amount')).toHaveText('US$4,000.00');

  // The bid shows under my offers (the jobs tab).
  await page.getByRole('link', { name: 'Back to jobs' }).first().click();
  await page.getByRole('tab', { name: 'My offers' }).click();
  const mine = page.getByRole('article', { name: new RegExp(boatName) });
  await expect(mine).toContainText('US$4,000.00');
  await expect(mine).toContainText('Waiting for owner');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'jobs-my-bids-en');

  // The owner accepts and pays in test mode.
  const detail = await request.get(`/v1/jobpost/get/${id}`, { headers: auth(owner.token) });
  const [bid] = ((await detail.json()) as { data: { bids: { id: string; amount: number }[] } }).data
    .bids;
  expect(bid?.amount).toBe(4000_00);
  const accepted = await request.post('/v1/jobs/from-bid', {
    headers: auth(owner.token),
    data: { bidId: bid?.id },
  });
  expect(accepted.ok()).toBe(true);
  const { id: jobId } = (await accepted.json()) as { id: string };
  const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner);
  await savePaymentState(ownerPage, {
    jobId,
    amount: 4000_00,
    jobDetails: { boatName, lengthFeet: 32, address: 'Nyhavn 17, 1051 København K', preferredDate },
  });
  await ownerPage.goto('/en/payment');
  await payWithTestCard(ownerPage, '4242 4242 4242 4242');
  await expect(
    ownerPage.getByRole('heading', { name: 'Payment Completed Successfully' }),
  ).toBeVisible();
  await ownerContext.close();

  // The provider sees the order in my offers, paid, and on the calendar day.
  await page.getByRole('link', { name: 'My offers', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/supplier\/my-offers$/);
  const order = page.getByRole('listitem', { name: new RegExp(boatName) });
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('B-12');
  await expect(order).toContainText('32 ft');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'my-offers-en');

  await page.getByRole('link', { name: 'Calendar', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/supplier\/calendar$/);
  const [year, month] = preferredDate.split('-').map(Number);
  await page.getByLabel('Year', { exact: true }).selectOption(String(year));
  await page.getByLabel('Month', { exact: true }).selectOption(String(month));
  const day = page.locator(`[data-day="${preferredDate}"]`);
  await expect(day).toContainText(boatName);
  await expect(day).toContainText('32 ft');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'calendar-en');

  // The same screens in Danish, for looking at.
  if (process.env.SCREENSHOTS_DIR) {
    for (const [path, name] of [
      ['supplier/jobs', 'jobs-nearby-da'],
      [`supplier/jobs/${id}`, 'job-detail-da'],
      ['supplier/jobs?tab=my-bids', 'jobs-my-bids-da'],
      ['supplier/my-offers', 'my-offers-da'],
      ['supplier/calendar', 'calendar-da'],
    ] as const) {
      await page.goto(`/da/${path}`);
      await page.waitForLoadState('networkidle');
      if (name === 'calendar-da') {
        await page.getByLabel('År', { exact: true }).selectOption(String(year));
        await page.getByLabel('Måned', { exact: true }).selectOption(String(month));
        await expect(page.locator(`[data-day="${preferredDate}"]`)).toContainText(boatName);
      }
      await expectNoSeriousA11yViolations(page);
      await shoot(page, name);
    }
    await page.goto('/da/supplier/jobs');
    await page
      .getByRole('button', { name: /Giv tilbud|Ændr tilbud/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByLabel(/Budbeløb/)
      .fill('100');
    await shoot(page, 'bid-modal-da');
  }
});

test('a request that does not exist shows not found with a way back', async ({ page }) => {
  await signIn(page, 'provider');
  await page.goto('/en/supplier/jobs/0123456789abcdef01234567');
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(/\/en\/supplier\/jobs$/);
});
