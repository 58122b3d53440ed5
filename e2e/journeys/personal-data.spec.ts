import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import * as payouts from '@boatcare/shared-domain/endpoints/payouts';
import { submitSignIn } from '../support/accounts.ts';
import { call, send, tokenOf } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  finishThroughApi,
  moveThroughApi,
  paidJob,
  providerToken,
} from '../support/job-lifecycle.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';
import { registerOwner } from '../support/payment-setup.ts';
import { shootAt } from '../support/screens.ts';

const TEXTS = {
  en: {
    ask: 'Prepare my data archive',
    preparing: /Preparing the archive/,
    ready: /The archive is ready/,
    download: 'Download the archive (zip)',
    delete: 'Delete my account',
    password: 'Your password',
    wrong: 'The password is not correct.',
    deleted: 'Your account is deleted.',
    deletedUser: 'Deleted user',
  },
  da: {
    ask: 'Gør mit dataarkiv klar',
    preparing: /Arkivet gøres klar/,
    ready: /Arkivet er klar/,
    download: 'Hent arkivet (zip)',
    delete: 'Slet min konto',
    password: 'Din adgangskode',
    wrong: 'Adgangskoden er ikke korrekt.',
    deleted: 'Din konto er slettet.',
    deletedUser: 'Slettet bruger',
  },
} as const;

interface Archive {
  data: {
    account: { email: string };
    marketplace: { requests: { _id: string }[]; orders: { _id: string }[] };
    files: { path: string; type: string }[];
  };
  entries: Record<string, Uint8Array>;
}

/** A downloaded archive, opened: its data.json parsed, and every entry's bytes. */
function openArchive(download: Download, path: string): Archive {
  expect(download.suggestedFilename()).toMatch(/^boatcare-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(readFileSync(path)));
  const json = entries['data.json'];
  expect(json).toBeDefined();
  return { data: JSON.parse(Buffer.from(json!).toString()) as Archive['data'], entries };
}

/** Clicks the archive's download link and opens what the browser saved. */
async function downloadArchive(page: Page, name: string): Promise<Archive> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name }).click();
  const download = await downloading;
  return openArchive(download, await download.path());
}

/** One owner's ledger entries (ids), and whether the whole ledger balances, as the admin reads them. */
async function ledgerOf(request: APIRequestContext, ownerId: string) {
  const token = await tokenOf(request, 'admin');
  const { items } = await call(request, payouts.ledger, { token, query: { ownerId, limit: 100 } });
  const all = await call(request, payouts.ledger, { token, query: { limit: 1 } });
  return { ids: items.map((entry) => entry.id), balanced: all.totals.balanced };
}

/** The id in a session token (`sub`). */
const idOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

/** A new owner (in `lng`) with a finished, paid order with the demo provider. */
async function ownerWithFinishedJob(request: APIRequestContext, lng: 'en' | 'da') {
  const owner = await registerOwner(request);
  await call(request, authApi.saveSettings, {
    token: owner.token,
    body: { language_code: lng, currency_code: 'USD' },
  });
  const { jobId, postId } = await paidJob(request, owner, 180_00);
  await finishThroughApi(request, await providerToken(request), jobId);
  await moveThroughApi(request, owner.token, jobId, 'confirmed');
  return { owner, jobId, postId };
}

for (const lng of ['en', 'da'] as const) {
  const text = TEXTS[lng];

  test(`${lng}: a person downloads their data as an archive, deletes their account, and is gone but for the records others need`, async ({
    page,
    providerPage,
    request,
  }) => {
    test.setTimeout(180_000);
    const { owner, jobId, postId } = await ownerWithFinishedJob(request, lng);
    const ownerId = idOf(owner.token);
    const ledgerBefore = await ledgerOf(request, ownerId);
    expect(ledgerBefore.ids.length).toBeGreaterThan(0);
    await submitSignIn(page, owner.email, owner.password, lng);
    await expectScreen(page, 'dashboard', {}, { lng });
    await openScreen(page, 'settings', {}, { lng });

    // Asking: the page shows the archive being prepared, then ready (the worker made it).
    const section = page.getByRole('region', { name: lng === 'en' ? 'Your data' : 'Dine data' });
    await section.getByRole('button', { name: text.ask }).click();
    await expect(section.getByRole('status')).toHaveText(text.preparing);
    // The section alone, at once: the worker may be done in a second.
    await section.screenshot({
      path: `${test.info().outputDir}/settings-data-preparing-${lng}.png`,
    });
    await expect(section.getByRole('status')).toHaveText(text.ready, { timeout: 30_000 });
    await shootAt(page, test.info().outputDir, `settings-data-ready-${lng}`);

    // The download: one zip with data.json (the request and order) and the photos as files.
    const archive = await downloadArchive(page, text.download);
    expect(archive.data.account.email).toBe(owner.email);
    expect(archive.data.marketplace.requests.map((row) => row._id)).toContain(postId);
    expect(archive.data.marketplace.orders.map((row) => row._id)).toContain(jobId);
    const photos = archive.data.files.filter((file) => file.type.startsWith('image/'));
    // The request's photo and the job's before and after photos.
    expect(photos.length).toBeGreaterThanOrEqual(3);
    for (const photo of photos) expect(archive.entries[photo.path]?.length).toBeGreaterThan(100);

    // Deleting asks for the password again; a wrong one is refused where it was typed.
    await page.getByRole('button', { name: text.delete }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel(text.password).fill('not-my-password');
    await shootAt(page, test.info().outputDir, `delete-dialog-${lng}`, { fullPage: false });
    await dialog.getByRole('button', { name: text.delete }).click();
    await expect(dialog.getByText(text.wrong)).toBeVisible();
    await dialog.getByLabel(text.password).fill(owner.password);
    await dialog.getByRole('button', { name: text.delete }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expectScreen(page, 'login', {}, { lng });

    // Signing in no longer works, by the form or the API.
    await submitSignIn(page, owner.email, owner.password, lng);
    await expect(page.locator('input[type=email]')).toHaveAttribute('aria-invalid', 'true');
    const refused = await send(request, authApi.login, {
      body: { email: owner.email, password: owner.password },
    });
    expect(refused.status()).toBe(401);

    // The provider's finished job still shows, the owner as a deleted user in the page's language.
    await openScreen(providerPage, 'supplierJobDetail', { id: postId }, { lng });
    await expect(providerPage.getByText(text.deletedUser).first()).toBeVisible();

    // The ledger keeps every entry of the owner's (the payout may add one meanwhile) and balances.
    const ledgerAfter = await ledgerOf(request, ownerId);
    expect(ledgerAfter.ids).toEqual(expect.arrayContaining(ledgerBefore.ids));
    expect(ledgerAfter.balanced).toBe(true);

    // The address is free: it registers anew.
    const again = await send(request, authApi.register, {
      body: {
        first_name: 'Nora',
        last_name: 'Again',
        email: owner.email,
        password: owner.password,
        role: 'customer',
        user_type: 1,
        service_range: 0,
      },
    });
    expect(again.status()).toBe(201);
  });
}

test('an admin has the data of a person who asks by email prepared, downloads it, and deletes the account', async ({
  adminPage: page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerOwner(request);
  await openScreen(page, 'adminUserDetail', { id: idOf(owner.token) });
  const card = page.getByRole('region', { name: 'Personal data' });
  await card.getByRole('button', { name: 'Export their data' }).click();
  await expect(card.getByRole('status')).toHaveText(/The archive is ready/, { timeout: 30_000 });
  await shootAt(page, test.info().outputDir, 'admin-user-data-en');
  await openScreen(page, 'adminUserDetail', { id: idOf(owner.token) }, { lng: 'da' });
  await expect(page.getByRole('region', { name: 'Persondata' }).getByRole('status')).toHaveText(
    /Arkivet er klar/,
  );
  await shootAt(page, test.info().outputDir, 'admin-user-data-da');
  await openScreen(page, 'adminUserDetail', { id: idOf(owner.token) });
  const archive = await downloadArchive(page, 'Download the archive (zip)');
  expect(archive.data.account.email).toBe(owner.email);

  await card.getByRole('button', { name: 'Delete this account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete this account' }).click();
  await expect(page.getByText('The account of Nora Owner is deleted.')).toBeVisible();
  await expectScreen(page, 'adminUsers');
  const refused = await send(request, authApi.login, {
    body: { email: owner.email, password: owner.password },
  });
  expect(refused.status()).toBe(401);
});
