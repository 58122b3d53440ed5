import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { images, pathBase } from '@boatcare/shared-domain/endpoints';
import { expect, test } from '../support/fixtures.ts';
import * as messages from '@boatcare/shared-domain/endpoints/messages';
import { call, tokenOf } from '../support/api.ts';
import { registerOwner, signInAs } from '../support/payment-setup.ts';
import { placeBid, postRequest } from '../support/requests.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';
import { shootInLanguages } from '../support/screens.ts';

/** Where photos and pictures are served (images.file, under /v1). */
const IMAGES = `/v1/${pathBase(images.file.path)}`;

/** The demo provider's business title (seed): how owners see them on an offer. */
const PROVIDER_TITLE = 'Copenhagen Boat Care';

/** A photo-sized JPEG (noise compresses like a photo), so thumbnail and display sizes differ. */
const boatPhoto = () =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#2a7ab0',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();

/** The content types of the request photos a page loads while `act` runs. */
async function photoTypesWhile(page: Page, act: () => Promise<void>): Promise<string[]> {
  const types: string[] = [];
  const seen = (response: { url(): string; headers(): Record<string, string> }) => {
    if (response.url().includes(`${IMAGES}job-posts/`))
      types.push(response.headers()['content-type'] ?? '');
  };
  page.on('response', seen);
  await act();
  page.off('response', seen);
  return types;
}

test("a provider's logo reaches the owner's offer; the owner's photos reach the provider as AVIF/WebP", async ({
  providerPage: page,
  browser,
  request,
}) => {
  test.setTimeout(process.env.SCREENSHOTS_DIR ? 400_000 : 180_000);
  const owner = await registerOwner(request);
  const boatName = `Havfruen ${randomUUID().slice(0, 6)}`;
  const { id } = await postRequest(request, owner.token, {
    boatName,
    photo: { name: 'boat.jpg', mimeType: 'image/jpeg', buffer: await boatPhoto() },
  });

  // The provider chooses a logo on their profile: it shows at once, without initials.
  await openScreen(page, 'supplierProfile');
  const picker = page.getByRole('region', { name: 'Logo or picture' });
  await picker.getByLabel(/Choose an image|Replace the image/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#0b5d7a' },
    })
      .png()
      .toBuffer(),
  });
  await expect(page.getByText('Picture saved')).toBeVisible();
  const preview = picker.getByTestId('avatar-preview').locator('img');
  await expect(preview).toHaveAttribute('src', new RegExp(`${IMAGES}avatars/[a-f0-9]{24}/`));

  // ... bids on the owner's request and asks a question.
  const providerToken = await tokenOf(request, 'provider');
  await placeBid(request, providerToken, id, 2500_00);
  await call(request, messages.ask, {
    token: providerToken,
    params: { id },
    body: { text: 'Is the boat reachable from the pier?' },
  });

  // The owner sees the logo on the offer.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner);
  await openScreen(ownerPage, 'requestDetail', { id });
  const offer = ownerPage.getByRole('listitem').filter({ hasText: PROVIDER_TITLE }).first();
  const logo = offer.locator(`img[src*="${IMAGES}avatars/"]`);
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // ... and beside the provider's question.
  const question = ownerPage
    .getByRole('listitem')
    .filter({ hasText: 'Is the boat reachable from the pier?' });
  await expect(question.locator(`img[src*="${IMAGES}avatars/"]`)).toBeVisible();

  // The provider's job page shows the owner's photo as a <picture>: the browser takes AVIF.
  const types = await photoTypesWhile(page, async () => {
    await openScreen(page, 'supplierJobDetail', { id });
    await expectScreen(page, 'supplierJobDetail', { id });
    const thumb = page
      .getByRole('button', { name: new RegExp(boatName) })
      .locator('img')
      .first();
    await expect(thumb).toBeVisible();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
      'srcset',
      /-480\.avif\?exp=\d+&sig=[0-9a-f]+ 480w, .*-1280\.avif\?exp=\d+&sig=[0-9a-f]+ 1280w/,
    );
  });
  expect(types.length).toBeGreaterThan(0);
  expect(types.every((type) => type === 'image/avif' || type === 'image/webp')).toBe(true);
  expect(types).toContain('image/avif');

  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) {
    await shootInLanguages(page, dir, 'imagery-provider-profile', 'supplierProfile');
    await shootInLanguages(page, dir, 'imagery-provider-job', 'supplierJobDetail', { id });
    await shootInLanguages(page, dir, 'imagery-provider-my-jobs', 'supplierMyJobs');
    await shootInLanguages(page, dir, 'imagery-provider-jobs', 'supplierJobs');
    await shootInLanguages(ownerPage, dir, 'imagery-owner-request', 'requestDetail', { id });
    await shootInLanguages(ownerPage, dir, 'imagery-owner-jobs', 'myJobs');
    await shootInLanguages(ownerPage, dir, 'imagery-owner-settings', 'settings');
  }
  await ownerContext.close();
});
