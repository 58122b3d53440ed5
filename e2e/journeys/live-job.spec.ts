import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import * as reviews from '@boatcare/shared-domain/endpoints/reviews';
import { signedInPage } from '../support/accounts.ts';
import { call, photoFile, tokenOf } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { bellName, LIVE, openLive } from '../support/live.ts';
import { finishThroughApi, moveThroughApi, payWithTestCard } from '../support/job-lifecycle.ts';
import { registerOwner, type NewOwner } from '../support/payment-setup.ts';
import { placeBid, postRequest } from '../support/requests.ts';

// Long journeys over the whole platform on a shared machine.
test.describe.configure({ timeout: 240_000 });

/** An order of a new owner's uniquely named boat with the demo provider, accepted, not paid. */
async function acceptedJob(request: APIRequestContext, owner: NewOwner, boatName: string) {
  const { id: postId } = await postRequest(request, owner.token, { boatName });
  const bidId = await placeBid(request, await tokenOf(request, 'provider'), postId, 200_00);
  const order = await call(request, jobs.fromBid, { token: owner.token, body: { bidId } });
  return { postId, jobId: order.id };
}

/** The provider's job page says where the job stands in its state header's title. */
const providerStateOf = (page: Page) => page.getByTestId('job-state').getByRole('heading');

/** The owner pays with the test card through the API, as the payment page does. */
const pay = (request: APIRequestContext, owner: NewOwner, jobId: string) =>
  payWithTestCard(request, owner.token, jobId);

/** The bell's notifications about one boat, newest first (the panel open). */
async function noticesAbout(page: Page, boatName: string): Promise<Locator> {
  const bell = page.getByTestId('notification-bell');
  if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
  return page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(boatName) });
}

test("a job's work, live on both sides: paid, started, photos, done, confirmed, paid out, reviewed", async ({
  browser,
  providerPage: provider,
  request,
}) => {
  const owner = await registerOwner(request);
  const boatName = `Work ${randomUUID().slice(0, 6)}`;
  const { postId, jobId } = await acceptedJob(request, owner, boatName);
  const providerToken = await tokenOf(request, 'provider');

  await openLive(provider, 'supplierJobWork', { id: jobId });
  const providerState = providerStateOf(provider);
  await expect(providerState).toHaveText('You won this job');
  const ownerPage = await signedInPage(browser, owner.email, owner.password);
  await openLive(ownerPage, 'myOrderDetail', { id: postId });
  const ownerState = ownerPage.locator('section[data-state]').first();
  const work = ownerPage.getByRole('region', { name: 'The work' });
  const bell = ownerPage.getByTestId('notification-bell');
  // Both pages show the job before the other side acts.
  await expect(ownerState).toHaveAttribute('data-state', 'accepted');

  // Paid (on the owner's other device): both open pages say so.
  await pay(request, owner, jobId);
  await expect(providerState).toHaveText('Paid', LIVE);
  await expect(ownerState).toHaveAttribute('data-state', 'paid', LIVE);
  // The offer told her before; now the payment.
  await expect(bell).toHaveAccessibleName(bellName(2), LIVE);

  // The provider starts, adds a before and an after photo, marks it done.
  await moveThroughApi(request, providerToken, jobId, 'in_progress');
  await expect(work.getByText('In progress', { exact: true }).first()).toBeVisible(LIVE);
  const cleaning = work.locator('[data-service="cleaning"]');
  for (const phase of ['before', 'after']) {
    await call(request, jobWork.addPhotos, {
      token: providerToken,
      params: { id: jobId },
      multipart: { phase, service: 'cleaning', image: photoFile(`${phase}.png`) },
    });
    await expect(cleaning.locator(`[data-phase="${phase}"] img`)).toHaveCount(1, LIVE);
  }
  await moveThroughApi(request, providerToken, jobId, 'done');
  await expect(work.getByText('Done, to confirm').first()).toBeVisible(LIVE);
  await expect(bell).toHaveAccessibleName(bellName(6), LIVE);

  // The owner confirms: the provider's page says so, then paid out (the money worker's move).
  await moveThroughApi(request, owner.token, jobId, 'confirmed');
  await expect(providerState).toHaveText(/^(Confirmed|Paid out)$/, LIVE);
  await expect(providerState).toHaveText('Paid out', { timeout: 30_000 });

  // The owner's review on the provider's open job page.
  await openLive(provider, 'supplierJobDetail', { id: postId });
  const review = `Spotless hull on ${boatName}.`;
  await call(request, reviews.save, {
    token: owner.token,
    params: { id: jobId },
    body: { rating: 5, text: review },
  });
  await expect(provider.getByRole('region', { name: 'Reviews' }).getByText(review)).toBeVisible(
    LIVE,
  );

  // Each side's notifications about this boat, newest first.
  await expect(await noticesAbout(ownerPage, boatName)).toHaveText([
    `Unread: ${boatName} is done: please check it`,
    `Unread: New photos of the work on ${boatName}`,
    `Unread: New photos of the work on ${boatName}`,
    `Unread: Work on ${boatName} has started`,
    `Unread: ${boatName} is paid`,
    `Unread: New offer on ${boatName}`,
  ]);
  // The demo provider hears of other journeys' jobs too: the newest about this boat.
  const providerNotices = await noticesAbout(provider, boatName);
  for (const [index, text] of [
    `You have a new review for ${boatName}`,
    `Your payout for ${boatName} is on its way`,
    `${boatName} is confirmed`,
  ].entries())
    await expect(providerNotices.nth(index)).toHaveText(`Unread: ${text}`);
  await ownerPage.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName(bellName(0), LIVE);
  await ownerPage.context().close();
});

test('a dispute, live on both sides: opened by the owner, decided by BoatCare', async ({
  browser,
  providerPage: provider,
  request,
}) => {
  const owner = await registerOwner(request);
  const boatName = `Dispute ${randomUUID().slice(0, 6)}`;
  const { postId, jobId } = await acceptedJob(request, owner, boatName);
  await pay(request, owner, jobId);
  await finishThroughApi(request, await tokenOf(request, 'provider'), jobId);
  await expect
    .poll(
      async () =>
        (await call(request, jobWork.work, { token: owner.token, params: { id: jobId } })).job
          .status,
    )
    .toBe('done');

  await openLive(provider, 'supplierJobWork', { id: jobId });
  const providerState = providerStateOf(provider);
  await expect(providerState).toHaveText('Done: waiting for the owner to confirm');
  const ownerPage = await signedInPage(browser, owner.email, owner.password);
  await openLive(ownerPage, 'myOrderDetail', { id: postId });
  const ownerState = ownerPage.locator('section[data-state]').first();
  await expect(ownerState).toHaveAttribute('data-state', 'done');

  await moveThroughApi(
    request,
    owner.token,
    jobId,
    'disputed',
    'The hull still has a green line at the waterline.',
  );
  await expect(providerState).toHaveText('Disputed', LIVE);

  // BoatCare refunds the owner: both open pages show the decision.
  await moveThroughApi(request, await tokenOf(request, 'admin'), jobId, 'cancelled');
  await expect(ownerState).toHaveAttribute('data-state', 'cancelled', LIVE);
  await expect(providerState).toHaveText('Cancelled', LIVE);

  const providerNotices = await noticesAbout(provider, boatName);
  await expect(providerNotices.nth(0)).toHaveText(
    `Unread: The dispute about ${boatName} has been decided`,
  );
  await expect(providerNotices.nth(1)).toHaveText(
    `Unread: The owner disputes the work on ${boatName}`,
  );
  const ownerNotices = await noticesAbout(ownerPage, boatName);
  await expect(ownerNotices.first()).toHaveText(
    `Unread: The dispute about ${boatName} has been decided`,
  );
  await ownerPage.context().close();
});
