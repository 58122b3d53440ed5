import { randomUUID } from 'node:crypto';
import * as bids from '@boatcare/shared-domain/endpoints/bids';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import * as messages from '@boatcare/shared-domain/endpoints/messages';
import { signedInPage } from '../support/accounts.ts';
import { call, tokenOf } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { bellName, LIVE, openLive } from '../support/live.ts';
import { expectScreen, openScreen, screenPath } from '../support/navigate.ts';
import { registerOwner } from '../support/payment-setup.ts';
import { postRequest } from '../support/requests.ts';

test("a request's life, live on both sides: offers, a changed offer, question and answer, acceptance, messages; the bell counts and clears on every device", async ({
  browser,
  providerPage: provider,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await registerOwner(request);
  const boatName = `Live ${randomUUID().slice(0, 6)}`;
  const { id: postId } = await postRequest(request, owner.token, { boatName });
  const providerToken = await tokenOf(request, 'provider');

  // The owner watches her request; the provider has it open too.
  const ownerPage = await signedInPage(browser, owner.email, owner.password);
  await openLive(ownerPage, 'requestDetail', { id: postId });
  await expect(ownerPage.getByRole('heading', { level: 1, name: boatName })).toBeVisible();
  const bell = ownerPage.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(bellName(0));
  await openLive(provider, 'supplierJobDetail', { id: postId });

  // A new offer, made on the provider's screen.
  await provider.getByRole('button', { name: 'Make offer' }).click();
  const dialog = provider.getByRole('dialog');
  await dialog.getByLabel('Bid amount (USD)').fill('2730');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(provider.getByText('Bid submitted successfully')).toBeVisible();
  await expect(ownerPage.getByText('US$2,730.00').first()).toBeVisible(LIVE);
  await expect(bell).toHaveAccessibleName(bellName(1), LIVE);
  await expect(bell).toContainText('1');

  // The offer changed.
  const { data: bid } = await call(request, bids.place, {
    token: providerToken,
    body: { jobPostId: postId, bid_amount: 2_450_00, message: 'A better price' },
  });
  await expect(ownerPage.getByText('US$2,450.00').first()).toBeVisible(LIVE);
  await expect(ownerPage.getByText('US$2,730.00')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName(bellName(2), LIVE);

  // A question, then the owner's answer on the provider's open page.
  const question = 'Is the mast down for the winter?';
  const asked = await call(request, messages.ask, {
    token: providerToken,
    params: { id: postId },
    body: { text: question },
  });
  await expect(ownerPage.getByText(question)).toBeVisible(LIVE);
  await expect(bell).toHaveAccessibleName(bellName(3), LIVE);
  const answer = 'Yes, the mast is down.';
  await call(request, messages.answer, {
    token: owner.token,
    params: { id: asked.data.id },
    body: { text: answer },
  });
  await expect(provider.getByText(answer)).toBeVisible(LIVE);

  // Accepted: the provider's open page says so.
  await call(request, jobs.fromBid, { token: owner.token, body: { bidId: bid.id } });
  await expect(provider.getByTestId('job-state').getByRole('heading')).toHaveText(
    'You won this job',
    LIVE,
  );

  // Private messages both ways.
  const fromOwner = 'The gate code is 4711.';
  await call(request, messages.sendPrivate, {
    token: owner.token,
    params: { id: postId },
    body: { text: fromOwner },
  });
  await expect(provider.getByText(fromOwner)).toBeVisible(LIVE);
  const fromProvider = 'Thanks, see you Monday.';
  await call(request, messages.sendPrivate, {
    token: providerToken,
    params: { id: postId },
    body: { text: fromProvider },
  });
  await expect(ownerPage.getByText(fromProvider)).toBeVisible(LIVE);
  await expect(bell).toHaveAccessibleName(bellName(4), LIVE);

  // The owner's phone, open at the same time, shows the same count.
  const phone = await signedInPage(browser, owner.email, owner.password);
  await openLive(phone, 'dashboard');
  const phoneBell = phone.getByTestId('notification-bell');
  await expect(phoneBell).toHaveAccessibleName(bellName(4));

  // The list, newest first, each leading to the request.
  await bell.click();
  const panel = ownerPage.getByRole('region', { name: 'Notifications' });
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.getByRole('link')).toHaveText([
    `Unread: New message about ${boatName}`,
    `Unread: A provider asks about ${boatName}`,
    `Unread: An offer on ${boatName} was changed`,
    `Unread: New offer on ${boatName}`,
  ]);
  for (const link of await items.getByRole('link').all())
    await expect(link).toHaveAttribute('href', screenPath('requestDetail', { id: postId }));

  // Read one here: the phone's bell follows within 2 s.
  await items.nth(3).getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell).toHaveAccessibleName(bellName(3), LIVE);
  await expect(phoneBell).toHaveAccessibleName(bellName(3), LIVE);
  // All read on the phone: both bells clear.
  await phoneBell.click();
  await phone.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(phoneBell).toHaveAccessibleName(bellName(0), LIVE);
  await expect(bell).toHaveAccessibleName(bellName(0), LIVE);
  await expect(bell).not.toContainText(/\d/);

  // A notification leads to its thing.
  await items.first().getByRole('link').click();
  await expectScreen(ownerPage, 'requestDetail', { id: postId });
  await expect(bell).toHaveAttribute('aria-expanded', 'false');

  // In Danish too: the bell's name.
  await openScreen(ownerPage, 'requestDetail', { id: postId }, { lng: 'da' });
  await expect(ownerPage.getByTestId('notification-bell')).toHaveAccessibleName('Notifikationer');
  await Promise.all([ownerPage.context().close(), phone.context().close()]);
});
