/**
 * Issue 28: a signed-in person opening a job list or a job's page on a cold load gets its data
 * asked for by the shell's entry, in parallel with the app's code (shell/src/first-reads.ts), and
 * the screen uses that answer: each read reaches the server once, before the remote's code is
 * asked for.
 */
import type { Page, Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { urlOf } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { openScreen } from '../support/navigate.ts';
import { registerOwner } from '../support/payment-setup.ts';
import { postRequest } from '../support/requests.ts';

/** The API reads and remote files a load asks for, in the order it asks. */
function recordRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/v1/') || pathname.includes('remoteEntry'))
      asked.push(pathname + search);
  });
  return asked;
}

const REMOTE = /remoteEntry\.js$/;

test("an owner's jobs and a job's page read their data at once, and the screens use it", async ({
  ownerPage: page,
}) => {
  const asked = recordRequests(page);
  await openScreen(page, 'myJobs');
  const first = page.locator('main article a[href*="/requests/"]').first();
  await expect(first).toBeVisible();
  // The first page as the screen asks for it (mf-customer JobsPage: 12 a page).
  const list = asked.filter(
    (path) => path === urlOf(jobpost.list, { query: { limit: 12, page: 1 } }),
  );
  expect(list).toHaveLength(1);
  expect(asked.filter((path) => path === urlOf(jobpost.counts))).toHaveLength(1);
  expect(asked.indexOf(list[0] ?? '')).toBeLessThan(asked.findIndex((path) => REMOTE.test(path)));

  const href = (await first.getAttribute('href')) ?? '';
  const id = href.split('/').pop() ?? '';
  asked.length = 0;
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  const job = asked.filter((path) => path === urlOf(jobpost.get, { params: { id } }));
  expect(job).toHaveLength(1);
  expect(asked.indexOf(job[0] ?? '')).toBeLessThan(asked.findIndex((path) => REMOTE.test(path)));
});

test("a provider's job page reads the job and the payout status at once, and uses them", async ({
  providerPage: page,
  request,
}) => {
  const owner = await registerOwner(request);
  const boatName = `First ${randomUUID().slice(0, 6)}`;
  const { id } = await postRequest(request, owner.token, { boatName });
  const asked = recordRequests(page);
  await openScreen(page, 'supplierJobDetail', { id });
  await expect(page.getByRole('heading', { level: 1, name: boatName })).toBeVisible();
  const remote = asked.findIndex((path) => REMOTE.test(path));
  for (const read of [urlOf(jobpost.get, { params: { id } }), urlOf(bidderPayments.status)]) {
    expect(
      asked.filter((path) => path === read),
      read,
    ).toHaveLength(1);
    expect(asked.indexOf(read), read).toBeLessThan(remote);
  }
});
