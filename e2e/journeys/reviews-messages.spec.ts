import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import * as messages from '@boatcare/shared-domain/endpoints/messages';
import { DEMO_PASSWORD, signedInPage } from '../support/accounts.ts';
import { call, tokenFor } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { outboxFor } from '../support/outbox.ts';
import { danishOwner } from '../support/payment-setup.ts';
import { placeBid, postRequest } from '../support/requests.ts';
import { shoot } from '../support/screens.ts';
import { openScreen } from '../support/navigate.ts';

const tokenOf = (request: APIRequestContext, email: string) =>
  tokenFor(request, email, DEMO_PASSWORD);

const PROVIDER = 'provider@boatcare.test';
const PROVIDER2 = 'provider2@boatcare.test';
const OWNER = 'owner@boatcare.test';
/** Provider 2 (seeded, not a role fixture) has a profile and a subscription. */
const PROVIDER_LANDS = { landing: 'supplierDashboard' } as const;

test('questions and answers, a private thread with an unread badge, reviews both ways, and the emails', async ({
  browser,
  providerPage: provider,
  ownerPage: demoOwner,
  request,
}) => {
  test.setTimeout(process.env.SCREENSHOTS_DIR ? 480_000 : 240_000);
  // A new owner who reads Danish, with a request two demo providers bid on.
  const owner = await danishOwner(request, 'DKK');
  const boatName = `Måge ${randomUUID().slice(0, 6)}`;
  const { id: postId } = await postRequest(request, owner.token, {
    boatName,
    notes: 'Hull before the season.',
  });
  const [providerToken, provider2Token] = [
    await tokenOf(request, PROVIDER),
    await tokenOf(request, PROVIDER2),
  ];
  const winningBid = await placeBid(request, providerToken, postId, 300_00);
  await placeBid(request, provider2Token, postId, 340_00);

  // The provider asks a public question; the phone number is masked before acceptance.
  await openScreen(provider, 'supplierJobDetail', { id: postId });
  await provider.getByLabel('Your question').fill('Is the mast down? Call me on 12 34 56 78.');
  await provider.getByRole('button', { name: 'Ask question' }).click();
  await expect(provider.getByText('Is the mast down? Call me on [hidden].')).toBeVisible();
  await expect(provider.getByText("Waiting for the owner's answer")).toBeVisible();

  // The owner answers, in Danish.
  const ownerPage = await signedInPage(browser, owner.email, owner.password, { lng: 'da' });
  await openScreen(ownerPage, 'requestDetail', { id: postId }, { lng: 'da' });
  const questions = ownerPage.getByRole('region', { name: 'Beskeder' });
  await expect(questions.getByText('Is the mast down? Call me on [hidden].')).toBeVisible();
  await questions.getByLabel('Dit svar').fill('Ja, masten er nede. Skriv til ole@example.com.');
  await questions.getByRole('button', { name: 'Send svar' }).click();
  await expect(questions.getByText('Ja, masten er nede. Skriv til [hidden].')).toBeVisible();
  await expectNoSeriousA11yViolations(ownerPage);
  await shoot(ownerPage, 'social-request-questions-da');

  // The other bidder sees the answer.
  const provider2 = await signedInPage(browser, PROVIDER2, DEMO_PASSWORD, PROVIDER_LANDS);
  await openScreen(provider2, 'supplierJobDetail', { id: postId });
  await expect(provider2.getByText('Ja, masten er nede. Skriv til [hidden].')).toBeVisible();
  await expect(provider2.getByText('Answer from the owner')).toBeVisible();
  await expectNoSeriousA11yViolations(provider2);
  await shoot(provider2, 'social-job-questions-en');

  // After acceptance: a private message, and the provider's unread badge (the provider is on
  // the dashboard meanwhile; an open request page shows, and so reads, new messages).
  await openScreen(provider, 'supplierDashboard');
  // Other journeys on the same site may leave this demo provider unread messages of their own.
  const unreadBefore = (await call(request, messages.unread, { token: providerToken })).data.count;
  const unreadText = (count: number) => `${count} unread message${count === 1 ? '' : 's'}`;
  await call(request, jobs.fromBid, { token: owner.token, body: { bidId: winningBid } });
  await ownerPage.reload();
  await ownerPage
    .getByLabel('Besked', { exact: true })
    .fill('Porten har koden 4711. Ring på 87654321.');
  await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ownerPage.getByText('Porten har koden 4711. Ring på 87654321.')).toBeVisible();

  await openScreen(provider, 'supplierDashboard');
  const myOffers = provider.getByRole('navigation', { name: /main/i }).getByRole('link', {
    name: /My offers/,
  });
  await expect(myOffers).toContainText(unreadText(unreadBefore + 1));
  // On a narrow screen the links fold away: the count shows on the menu button.
  await provider.setViewportSize({ width: 375, height: 800 });
  await expect(provider.getByRole('button', { name: /Menu/ })).toContainText(
    unreadText(unreadBefore + 1),
  );
  await provider.setViewportSize({ width: 1280, height: 720 });
  await shoot(provider, 'social-unread-badge-en');
  await openScreen(provider, 'supplierJobDetail', { id: postId });
  await expect(provider.getByText('Porten har koden 4711. Ring på 87654321.')).toBeVisible();
  await expect(myOffers).not.toContainText('unread');
  await provider.getByLabel('Message', { exact: true }).fill('Thanks, see you Monday.');
  await provider.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(provider.getByText('Thanks, see you Monday.')).toBeVisible();
  await expectNoSeriousA11yViolations(provider);
  await shoot(provider, 'social-job-thread-en');
  await ownerPage.reload();
  await expect(ownerPage.getByText('Thanks, see you Monday.')).toBeVisible();
  await shoot(ownerPage, 'social-request-thread-da');

  // Reviews both ways on the demo's confirmed job (Kastanje: the demo owner and provider 2).
  const demoOwnerToken = await tokenOf(request, OWNER);
  const posts = await call(request, jobpost.list, { token: demoOwnerToken });
  const kastanje = posts.find((post) => post.boatName === 'Kastanje');
  expect(kastanje).toBeDefined();
  await openScreen(demoOwner, 'requestDetail', { id: kastanje!.id });
  const ownerReviews = demoOwner.getByRole('region', { name: 'Reviews' });
  await ownerReviews.getByRole('radio', { name: '4 stars' }).check();
  await ownerReviews.getByLabel('Your review').fill('Clean deck, a little late.');
  await ownerReviews.getByRole('button', { name: /Publish review|Save changes/ }).click();
  await expect(demoOwner.getByText(/Review (published|updated)/)).toBeVisible();
  await expect(ownerReviews.getByText(/You can change your review until/)).toBeVisible();
  await expectNoSeriousA11yViolations(demoOwner);
  await shoot(demoOwner, 'social-review-owner-en');

  await openScreen(provider2, 'supplierJobDetail', { id: kastanje!.id });
  const providerReviews = provider2.getByRole('region', { name: 'Reviews' });
  await expect(providerReviews.getByText('Clean deck, a little late.')).toBeVisible();
  await providerReviews.getByRole('radio', { name: '5 stars' }).check();
  await providerReviews.getByLabel('Your review').fill('Friendly owner, boat ready on time.');
  await providerReviews.getByRole('button', { name: /Publish review|Save changes/ }).click();
  await expect(provider2.getByText(/Review (published|updated)/)).toBeVisible();
  await shoot(provider2, 'social-review-provider-en');

  // The ratings on the dashboards: provider 2 has one review (4), the demo owner gave 5 and 4.
  await openScreen(provider2, 'supplierDashboard');
  await expect(provider2.getByRole('region', { name: 'Average rating from owners' })).toContainText(
    '4.0',
  );
  await openScreen(demoOwner, 'dashboard');
  await expect(demoOwner.getByRole('region', { name: 'Average cleaner rating' })).toContainText(
    '4.5',
  );

  // The outbox: the Danish owner got the two offers and the question in Danish; the providers
  // were told in English. Private messages send no email.
  await expect
    .poll(async () => (await outboxFor(request, owner.email)).map((m) => m.subject).sort(), {
      timeout: 20_000,
    })
    .toEqual(
      [
        `En udbyder spørger om ${boatName}`,
        `Nyt tilbud på ${boatName}`,
        `Nyt tilbud på ${boatName}`,
      ].sort(),
    );
  await expect
    .poll(async () => (await outboxFor(request, PROVIDER)).map((m) => m.subject), {
      timeout: 20_000,
    })
    .toContain(`Your offer on ${boatName} was accepted`);
  await expect
    .poll(async () => (await outboxFor(request, PROVIDER2)).map((m) => m.subject), {
      timeout: 20_000,
    })
    .toContain('You received a review for Kastanje');
  await expect
    .poll(async () => (await outboxFor(request, OWNER)).map((m) => m.subject), {
      timeout: 20_000,
    })
    .toContain('You received a review for Kastanje');
});
