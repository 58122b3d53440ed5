import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';
import * as events from '@boatcare/shared-domain/endpoints/events';
import { expect, test } from '@playwright/test';
import { call } from '../support/api.ts';
import { LIVE, openLive } from '../support/live.ts';
import { onboardedProvider } from '../support/new-provider.ts';

test("a provider's subscription state shows on their open profile at once, and in the bell", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const provider = await onboardedProvider(page, request);
  // The subscription's start told the bell already: read, so this test counts from zero.
  await call(request, events.markAllRead, { token: provider.token });

  await openLive(page, 'supplierProfile');
  const state = page.getByTestId('subscription-state');
  await expect(state).toContainText('renews on');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  // Cancelled on another device (or by the payment provider): the open profile follows.
  await call(request, bidderPayments.cancelSubscription, { token: provider.token });
  await expect(state).toContainText('runs until', LIVE);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', LIVE);
  await bell.click();
  const item = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', { name: 'Unread: Your subscription has changed' });
  await expect(item).toBeVisible();
  await item.click();
  await expect(bell).toHaveAccessibleName('Notifications', LIVE);
});
