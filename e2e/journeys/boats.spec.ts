import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import * as reviews from '@boatcare/shared-domain/endpoints/reviews';
import type { RouteName } from '@boatcare/shared-domain/core';
import { call, photoFile, tokenOf } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { chooseDay } from '../support/date-field.ts';
import { expect, test } from '../support/fixtures.ts';
import { moveThroughApi, payWithTestCard } from '../support/job-lifecycle.ts';
import { ANY_ID, expectScreen, openScreen } from '../support/navigate.ts';
import { outboxFor } from '../support/outbox.ts';
import { signedInOwner } from '../support/payment-setup.ts';
import { pdfText } from '../support/pdf.ts';
import { HARBOURS, dayFromNow, placeBid, postRequest } from '../support/requests.ts';
import { shootAt } from '../support/screens.ts';

const SHOTS = process.env.SCREENSHOTS_DIR ?? 'test-results/boats-screens';
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** A 1600 x 1200 JPEG of sea and sky: a boat photo large enough for both sizes. */
const seaPhoto = async (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">' +
        '<rect width="1600" height="700" fill="#9fd3f2"/><rect y="700" width="1600" height="500" fill="#0b5d7a"/>' +
        '<path d="M500 760 h600 l-80 110 h-440 z" fill="#f4f1ea"/><path d="M800 260 v480 h260 z" fill="#fff"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer(),
});

/** A screen in both languages at 1280 and 375 px, checked with axe in each language. */
async function lookAt(
  page: Page,
  name: string,
  screen: RouteName,
  params: Record<string, string> = {},
  query?: Record<string, string>,
) {
  for (const lng of ['en', 'da'] as const) {
    await openScreen(page, screen, params, { lng, ...(query ? { query } : {}) });
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await expectAccessible(page);
    await shootAt(page, SHOTS, `${name}-${lng}`);
  }
}

test('an owner keeps a boat: two requests from it, the logbook, what is due, a share link and the PDF', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const owner = await signedInOwner(page, request);
  const boatName = `Havørn ${randomUUID().slice(0, 6)}`;

  // My boats: empty, then a boat added on its form (a 32 ft sailboat, as the requests' helper posts).
  await lookAt(page, 'boats-empty', 'myBoats');
  await lookAt(page, 'boat-new', 'boatNew');
  await openScreen(page, 'myBoats');
  await page.getByRole('link', { name: 'Add a boat' }).first().click();
  await expectScreen(page, 'boatNew');
  await page.getByLabel('Boat name').fill(boatName);
  await page.getByLabel('Boat type').selectOption('Sailboat');
  await page.getByLabel('Length (feet)').fill('32');
  await page.getByLabel('Registration number').fill('DK-4411');
  await page.getByLabel('Year built').fill('2012');
  await page.getByRole('button', { name: 'Add an engine' }).click();
  await page.getByLabel('Engine (make and model)').fill('Volvo Penta D2-40');
  await page.getByRole('button', { name: 'Save boat' }).click();
  await expectScreen(page, 'boatDetail', { id: ANY_ID });
  const boatId = /boats\/([a-f0-9]{24})/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: boatName })).toBeVisible();
  // The harbour through the API (the address picker has journeys of its own).
  const boat = (await call(request, boats.get, { token: owner.token, params: { id: boatId } }))
    .data;
  await call(request, boats.update, {
    token: owner.token,
    params: { id: boatId },
    body: { ...boat, location: HARBOURS.nyhavn, dockNumber: 'B-12' },
  });

  // A new boat's page: every section says it is empty.
  await lookAt(page, 'boat-page-empty', 'boatDetail', { id: boatId });

  // On a phone the facts go two to a row (term above value); a long one takes a row of its own.
  await page.setViewportSize({ width: 375, height: 900 });
  await openScreen(page, 'boatDetail', { id: boatId });
  const facts = page.getByRole('region', { name: 'Facts', exact: true });
  const factBox = async (term: string) =>
    (await facts
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .boundingBox())!;
  const [type, material, engine] = [
    await factBox('Boat type'),
    await factBox('Hull material'),
    await factBox('Engine 1'),
  ];
  expect(material.y).toBe(type.y);
  expect(material.x).toBeGreaterThan(type.x + type.width);
  expect(engine.width).toBeGreaterThan(type.width * 1.8);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A photo of the boat, shown in its AVIF/WebP sizes on the boat page and the list.
  await openScreen(page, 'boatDetail', { id: boatId });
  await page.locator('#boat-photo-file').setInputFiles(await seaPhoto('havorn.jpg'));
  const boatPhoto = page.getByRole('img', { name: `${boatName} 1` });
  await expect(boatPhoto).toBeVisible();
  await expect(page.locator('main picture source[type="image/avif"]').first()).toHaveAttribute(
    'srcset',
    /-480\.avif\?exp=\d+&sig=[0-9a-f]+ 480w, .+-1280\.avif\?exp=\d+&sig=[0-9a-f]+ 1280w/,
  );
  await expect
    .poll(() => boatPhoto.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/-(480|1280)\.avif\?/);

  // The first request starts from the boat: the wizard is filled in from it.
  await page.getByRole('link', { name: 'Request a job for this boat' }).click();
  await expect(page.getByLabel('Which boat is it for?')).toHaveValue(boatId);
  await expect(page.getByLabel('Boat name')).toHaveValue(boatName);
  await expect(page.getByLabel('Dock number')).toHaveValue('B-12');
  await expectAccessible(page);
  for (const lng of ['en', 'da'] as const) {
    await openScreen(page, 'createRequest', {}, { lng, query: { boat: boatId } });
    await page.locator('main h1').first().waitFor();
    await shootAt(page, SHOTS, `wizard-boat-${lng}`, { fullPage: false });
  }
  await openScreen(page, 'createRequest', {}, { query: { boat: boatId } });
  await expect(page.getByLabel('Boat name')).toHaveValue(boatName);
  await page.getByLabel('Where is the boat?').selectOption('In water');
  await page.locator('input[type=file]').setInputFiles(photoFile());
  await next(page);
  await page.getByLabel('Ceramic').check();
  await next(page);
  await chooseDay(page, 'Preferred date', dayFromNow(20));
  await page.getByLabel('Your phone number').fill('+45 12 34 56 78');
  await next(page);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expectScreen(page, 'requestDetail', { id: ANY_ID });
  const firstPost = /requests\/([a-f0-9]{24})/.exec(page.url())?.[1] ?? '';

  // The second request, posted as the wizard posts a "new boat" with the same name, length and
  // type: it is the same boat.
  const second = await postRequest(request, owner.token, { boatName });
  const requests = async () =>
    (await call(request, boats.get, { token: owner.token, params: { id: boatId } })).data.requests;
  expect((await requests()).map((one) => one.id).sort()).toEqual([firstPost, second.id].sort());
  expect((await call(request, boats.list, { token: owner.token })).data).toHaveLength(1);

  // The first job: an offer, accepted, paid, done with photos, confirmed and reviewed.
  const providerToken = await tokenOf(request, 'provider');
  const bidId = await placeBid(request, providerToken, firstPost, 400_00);
  const { id: jobId } = await call(request, jobs.fromBid, { token: owner.token, body: { bidId } });
  await payWithTestCard(request, owner.token, jobId);
  await expect
    .poll(async () => (await requests()).find((one) => one.id === firstPost)?.jobStatus)
    .toBe('paid');
  // The provider's before and after photos of each ordered service, then done.
  await moveThroughApi(request, providerToken, jobId, 'in_progress');
  for (const service of ['cleaning', 'ceramic'])
    for (const phase of ['before', 'after'])
      await call(request, jobWork.addPhotos, {
        token: providerToken,
        params: { id: jobId },
        multipart: { phase, service, image: photoFile(`${service}-${phase}.png`) },
      });
  await moveThroughApi(request, providerToken, jobId, 'done');
  await moveThroughApi(request, owner.token, jobId, 'confirmed');
  await call(request, reviews.save, {
    token: owner.token,
    params: { id: jobId },
    body: { rating: 5, text: 'Shines like new.' },
  });

  // The boat page: the confirmed job in the logbook with its photos and review, the ceramic
  // coating's due date.
  await openScreen(page, 'boatDetail', { id: boatId });
  const entry = page.getByTestId('logbook-entry').first();
  await expect(entry).toContainText('Job through BoatCare');
  await expect(entry).toContainText('Ceramic coating');
  await expect(entry).toContainText('Shines like new.');
  await expect(entry.getByRole('img', { name: /Before/ }).first()).toBeVisible();
  await expect(entry.getByRole('img', { name: /After/ }).first()).toBeVisible();
  const due = page.getByRole('region', { name: 'What is due' });
  await expect(due).toContainText('Ceramic coating');
  await expect(due).toContainText(/Due /);

  // An own entry: an engine service at the yard 355 days ago is due (every 12 months) within
  // the reminder's two weeks, so the reminder email arrives, with "request this again" leading
  // to the wizard filled in from the boat. (A coating's reminder, with the server clock moved,
  // is the integration tests': e2e cannot move the platform's clock.)
  await page.getByLabel('What was done').selectOption('engineService');
  await chooseDay(page, 'Date', dayFromNow(-355));
  await page.getByLabel('Title', { exact: true }).fill('Engine service at the yard');
  await page
    .getByLabel('Photos or PDF documents (up to four)')
    .setInputFiles(await seaPhoto('yard.jpg'));
  await page.getByRole('button', { name: 'Add to logbook' }).click();
  await expect(
    page.getByTestId('logbook-entry').filter({ hasText: 'Engine service at the yard' }),
  ).toBeVisible();
  await expect(due).toContainText('Engine service');
  const reminderMail = async () =>
    (await outboxFor(request, owner.email)).find((mail) =>
      mail.subject.startsWith(`Engine service for ${boatName}`),
    );
  await expect.poll(reminderMail, { timeout: 60_000 }).toBeTruthy();
  expect((await reminderMail())?.text).toContain(`create-request?boat=${boatId}`);
  await expect(
    page
      .getByTestId('logbook-entry')
      .filter({ hasText: 'Engine service at the yard' })
      .locator('picture source[type="image/webp"]'),
  ).toHaveAttribute('srcset', /-thumb\.webp\?.+ 480w/);
  await lookAt(page, 'boat-page', 'boatDetail', { id: boatId });
  // The own entry's form in Danish: the day reads as day, month by name and year.
  await openScreen(page, 'boatDetail', { id: boatId }, { lng: 'da' });
  await page.getByLabel('Hvad blev gjort').selectOption('coating');
  await chooseDay(page, 'Dato', dayFromNow(-10));
  await page
    .getByRole('group', { name: 'Dato', exact: true })
    .getByRole('combobox', { name: 'Dag' })
    .selectOption('31');
  await page
    .getByRole('group', { name: 'Dato', exact: true })
    .getByRole('combobox', { name: 'Måned' })
    .selectOption('2');
  await page.getByRole('button', { name: 'Føj til logbogen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /dato/i }).first()).toBeVisible();
  const entryForm = page.getByRole('form', { name: 'Tilføj din egen note' });
  await entryForm.scrollIntoViewIfNeeded();
  await shootAt(page, SHOTS, 'add-entry-invalid-da', { fullPage: false });
  await lookAt(page, 'boats-list', 'myBoats');
  await lookAt(page, 'boat-edit', 'boatEdit', { id: boatId });

  // The PDF: in English, with the entries.
  await openScreen(page, 'boatDetail', { id: boatId });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the logbook (PDF)' }).click(),
  ]);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(`Logbook: ${boatName}`);
  expect(text).toContain('Engine service at the yard');
  expect(text).toContain('Shines like new.');

  // A share link without amounts: a signed-out browser reads it, until it is revoked.
  await page.getByLabel('Who is it for (optional)').fill('Insurer');
  await page.getByRole('button', { name: 'Make a share link' }).click();
  const link = page.getByTestId('share-link').filter({ hasText: 'Insurer' }).getByRole('link');
  await expect(link).toBeVisible();
  const address = (await link.getAttribute('href')) ?? '';
  // Signed out: a context of its own, without the owner's session.
  const visitor = await (await browser.newContext({ baseURL: new URL(address).origin })).newPage();
  await visitor.goto(address);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(boatName);
  await expect(visitor.getByTestId('logbook-entry')).toHaveCount(2);
  await expect(visitor.getByText('Amount')).toHaveCount(0);
  await expectAccessible(visitor);
  const token = address.split('/').pop() ?? '';
  await lookAt(visitor, 'shared-boat', 'boatShared', { token });
  await page
    .getByTestId('share-link')
    .filter({ hasText: 'Insurer' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByTestId('share-link').filter({ hasText: 'Insurer' })).toContainText(
    'Revoked',
  );
  await visitor.goto(address);
  await expect(visitor.getByText('This share link has been revoked or has expired.')).toBeVisible();
  await shootAt(visitor, SHOTS, 'shared-boat-revoked-en');
  await visitor.context().close();
});
