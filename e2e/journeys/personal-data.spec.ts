import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import * as authApi from '@boatcare/shared-domain/endpoints/auth';
import { submitSignIn } from '../support/accounts.ts';
import { call, send } from '../support/api.ts';
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
    download: 'Download my data',
    delete: 'Delete my account',
    password: 'Your password',
    wrong: 'The password is not correct.',
    deleted: 'Your account is deleted.',
  },
  da: {
    download: 'Hent mine data',
    delete: 'Slet min konto',
    password: 'Din adgangskode',
    wrong: 'Adgangskoden er ikke korrekt.',
    deleted: 'Din konto er slettet.',
  },
} as const;

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

  test(`${lng}: a person downloads their data, deletes their account, and is gone but for the records others need`, async ({
    page,
    providerPage,
    request,
  }) => {
    test.setTimeout(120_000);
    const { owner, jobId, postId } = await ownerWithFinishedJob(request, lng);
    await submitSignIn(page, owner.email, owner.password, lng);
    await expectScreen(page, 'dashboard', {}, { lng });
    await openScreen(page, 'settings', {}, { lng });

    // The download: one JSON file holding the person's request and order.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^boatcare-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      account: { email: string };
      marketplace: { requests: { _id: string }[]; orders: { _id: string }[] };
    };
    expect(data.account.email).toBe(owner.email);
    expect(data.marketplace.requests.map((row) => row._id)).toContain(postId);
    expect(data.marketplace.orders.map((row) => row._id)).toContain(jobId);

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

    // The provider's finished job still shows, with the owner as "Deleted user".
    await openScreen(providerPage, 'supplierJobDetail', { id: postId }, { lng });
    await expect(providerPage.getByText('Deleted user').first()).toBeVisible();
  });
}

test('an admin exports and deletes the account of a person who asks by email', async ({
  adminPage: page,
  request,
}) => {
  const owner = await registerOwner(request);
  // The session token names its user (`sub`).
  const id = (
    JSON.parse(Buffer.from(owner.token.split('.')[1]!, 'base64url').toString()) as { sub: string }
  ).sub;
  await openScreen(page, 'adminUserDetail', { id });
  const card = page.getByRole('region', { name: 'Personal data' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export their data' }).click();
  const data = JSON.parse(readFileSync(await (await downloading).path(), 'utf8')) as {
    account: { email: string };
  };
  expect(data.account.email).toBe(owner.email);

  await card.getByRole('button', { name: 'Delete this account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete this account' }).click();
  await expect(page.getByText('The account of Nora Owner is deleted.')).toBeVisible();
  await expectScreen(page, 'adminUsers');
  const refused = await send(request, authApi.login, {
    body: { email: owner.email, password: owner.password },
  });
  expect(refused.status()).toBe(401);
});
