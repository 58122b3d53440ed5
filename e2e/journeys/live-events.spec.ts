import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import * as events from '@boatcare/shared-domain/endpoints/events';
import { signedInPage } from '../support/accounts.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';
import { urlOf } from '../support/api.ts';
import { registerOwner } from '../support/payment-setup.ts';
import { postRequest } from '../support/requests.ts';

const PROVIDER = 'provider@boatcare.test';

test("the owner's open request shows a provider's new offer without a reload, and the bell counts it until read", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerOwner(request);
  const boatName = `Live ${randomUUID().slice(0, 6)}`;
  const { id: postId } = await postRequest(request, owner.token, { boatName });

  // The owner watches their request; nothing has been offered yet.
  const ownerPage = await signedInPage(browser, owner.email, owner.password);
  const streamOpened = ownerPage.waitForResponse(
    (response) => new URL(response.url()).pathname === urlOf(events.stream),
  );
  await openScreen(ownerPage, 'requestDetail', { id: postId });
  await expect(ownerPage.getByRole('heading', { level: 1, name: boatName })).toBeVisible();
  const bell = ownerPage.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  // The live connection is open before the other side acts.
  expect((await streamOpened).status()).toBe(200);

  // The provider, in their own browser, makes an offer.
  const provider = await signedInPage(browser, PROVIDER, undefined, {
    landing: 'supplierDashboard',
  });
  await openScreen(provider, 'supplierJobDetail', { id: postId });
  await provider.getByRole('button', { name: 'Make offer' }).click();
  const dialog = provider.getByRole('dialog');
  await dialog.getByLabel('Bid amount (USD)').fill('2730');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(provider.getByText('Bid submitted successfully')).toBeVisible();

  // Within seconds, without a reload: the offer on the owner's page, and the bell's count.
  await expect(ownerPage.getByText('US$2,730.00').first()).toBeVisible({ timeout: 4_000 });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 4_000 });
  await expect(bell).toContainText('1');

  // The bell opens the list; the notification leads to the request and is read after.
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const panel = ownerPage.getByRole('region', { name: 'Notifications' });
  const item = panel.getByRole('link', { name: new RegExp(`New offer on ${boatName}`) });
  await expect(item).toBeVisible();
  await item.click();
  await expectScreen(ownerPage, 'requestDetail', { id: postId });
  await expect(bell).toHaveAccessibleName('Notifications', { timeout: 4_000 });
  await expect(bell).toHaveAttribute('aria-expanded', 'false');

  // In Danish too.
  await openScreen(ownerPage, 'requestDetail', { id: postId }, { lng: 'da' });
  await expect(ownerPage.getByTestId('notification-bell')).toHaveAccessibleName('Notifikationer');
});
