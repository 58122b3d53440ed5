import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  SERVICE_PAGE_SLUGS,
  screens,
  type RouteName,
  type ScreenOwner,
} from '@boatcare/shared-domain/core';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import * as club from '@boatcare/shared-domain/endpoints/club';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import { signedInPage } from '../support/accounts.ts';
import { call, tokenOf } from '../support/api.ts';
import { postClubRequest, sameWeek } from '../support/clubs.ts';
import { expect, pageAs, test } from '../support/fixtures.ts';
import { payWithTestCard } from '../support/job-lifecycle.ts';
import { openScreen } from '../support/navigate.ts';
import { registerAccount, type NewAccount } from '../support/registration.ts';
import { placeBid, postRequest } from '../support/requests.ts';
import { shootInLanguages } from '../support/screens.ts';

/**
 * No screen scrolls sideways on a phone: every screen of every role (the table of screens,
 * shared-domain/src/screens.ts) at 375 px, in English and Danish, with names of 60 characters
 * that have nowhere to break (a boat, an owner, a club). A failure names the elements that stick
 * out of their container.
 */

const PHONE = { width: 375, height: 740 };
/** 60 characters without a space or a hyphen. */
const LONG = (word: string) => word.repeat(Math.ceil(60 / word.length)).slice(0, 60);
const LONG_BOAT = LONG('Havfruensstoreeventyr');
const LONG_NAME = LONG('Bådejerensvenner');
const LONG_CLUB = LONG('Sejlklubbenvedhavnen');

interface Sample {
  owner: NewAccount;
  clubAccount: NewAccount;
  postId: string;
  jobId: string;
  ownerId: string;
  adminId: string;
  /** Her boat (made with her first request) and a share link to it. */
  boatId: string;
  shareToken: string;
}

/**
 * A long-named owner's paid job with the demo provider (a request, an offer, an order), her
 * request to join a long-named club, and the ids the detail screens open.
 */
async function makeSample(request: APIRequestContext): Promise<Sample> {
  const owner = await registerAccount(request, {
    role: 'customer',
    firstName: LONG_NAME,
    lastName: LONG_NAME,
    password: 'sea-breeze-2030',
    emailPrefix: 'overflow-owner',
  });
  // An open request (the provider's nearby jobs list it) and a paid one, both long-named.
  await postRequest(request, owner.token, { boatName: LONG_BOAT });
  const { id: postId } = await postRequest(request, owner.token, { boatName: LONG_BOAT });
  const bidId = await placeBid(request, await tokenOf(request, 'provider'), postId, 123_45);
  const order = await call(request, jobs.fromBid, { token: owner.token, body: { bidId } });
  const jobId = order.id;
  await payWithTestCard(request, owner.token, jobId);
  const [boat] = (await call(request, boats.list, { token: owner.token })).data;
  if (!boat) throw new Error('the request made no boat');
  const share = await call(request, boats.share, {
    token: owner.token,
    params: { id: boat.id },
    body: { days: 7, label: LONG_NAME },
  });
  const clubEmail = `overflow-club-${randomUUID()}@boatcare.test`;
  const clubPassword = 'harbour-lights-2030';
  const registered = await call(request, club.register, {
    body: {
      first_name: LONG_NAME,
      last_name: 'Club',
      email: clubEmail,
      password: clubPassword,
      name: LONG_CLUB,
      location: 'Tuborg Havn, 2900 Hellerup',
      description: `${LONG_CLUB} ${LONG_CLUB}`,
      ownerContact: clubEmail,
      user_type: 3,
      latitude: 55.7249,
      longitude: 12.5826,
    },
  });
  await call(request, membership.create, {
    token: owner.token,
    body: { clubId: registered.data.id },
  });
  // A pier batch for the provider: she and another member of the demo club, accepted, ask for
  // work in its harbour in the same week.
  const neighbour = await registerAccount(request, {
    role: 'customer',
    firstName: 'Nabo',
    lastName: LONG_NAME,
    password: 'sea-breeze-2030',
    emailPrefix: 'overflow-neighbour',
  });
  const clubToken = await tokenOf(request, 'club');
  const demoClub = await call(request, club.profile, { token: clubToken });
  const [wednesday, thursday] = sameWeek();
  for (const [member, day] of [
    [owner, wednesday],
    [neighbour, thursday],
  ] as const) {
    const asked = await call(request, membership.create, {
      token: member.token,
      body: { clubId: demoClub.id },
    });
    await call(request, membership.decide, {
      token: clubToken,
      params: { id: asked.data.id },
      body: { status: 'accepted' },
    });
    await postClubRequest(request, member.token, LONG_BOAT, day);
  }
  const adminToken = await tokenOf(request, 'admin');
  const users = await call(request, admin.users, {
    token: adminToken,
    query: { email: owner.email },
  });
  const admins = await call(request, admin.users, {
    token: adminToken,
    query: { user_type: 0, email: 'admin@boatcare.test' },
  });
  return {
    owner,
    clubAccount: { email: clubEmail, password: clubPassword, token: '' },
    postId,
    jobId,
    ownerId: users.items[0]!.id,
    adminId: admins.items[0]!.id,
    boatId: boat.id,
    shareToken: share.data.token,
  };
}

/** The parameters of each screen that has some, from the sample. */
const paramsOf = (sample: Sample): Partial<Record<RouteName, Record<string, string>>> => ({
  contentPage: { slug: SERVICE_PAGE_SLUGS[0] },
  resetPassword: { token: 'not-a-real-token' },
  requestDetail: { id: sample.postId },
  // No plan in the sample: the plan page's not-found state is checked.
  carePlan: { id: sample.postId },
  myOrderDetail: { id: sample.jobId },
  supplierJobDetail: { id: sample.postId },
  supplierJobWork: { id: sample.jobId },
  adminUserDetail: { id: sample.ownerId },
  adminAdminUserDetail: { id: sample.adminId },
  adminJobPostDetail: { id: sample.postId },
  adminDisputeDetail: { id: sample.jobId },
  boatDetail: { id: sample.boatId },
  boatEdit: { id: sample.boatId },
  boatShared: { token: sample.shareToken },
});

/** Screens reached by a query as well as their path (the admin dashboard's tabs). */
const QUERIES: Partial<Record<RouteName, Record<string, string>[]>> = {
  admin: ['users', 'requests', 'payments', 'cms', 'pricing', 'settings'].map((tab) => ({ tab })),
};

/** The screens a role opens: its remote's, and the shell's that it may see. */
function screensOf(owner: ScreenOwner): RouteName[] {
  return (Object.keys(screens) as RouteName[]).filter((name) => {
    const screen = screens[name];
    if (owner === 'shell') return screen.owner === 'shell' && screen.guard === 'none';
    if (screen.owner === owner) return true;
    // The shell's settings page, behind the provider gate for providers.
    return name === (owner === 'provider' ? 'supplierSettings' : 'settings');
  });
}

/** Elements sticking out of the page's right edge, outside any scroller, outermost first. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const edge = root.clientWidth + 0.5;
    const clipped = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > edge;
    const culprits = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        sticksOut(element) &&
        !clipped(element) &&
        !(element.parentElement && sticksOut(element.parentElement)),
    );
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const by = Math.round(element.getBoundingClientRect().right - root.clientWidth);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> by ${by}px "${text}"`;
    };
    return {
      by: root.scrollWidth - root.clientWidth,
      elements: culprits.slice(0, 4).map(describe),
    };
  });
}

/** Opens each screen at 375 px in both languages; answers what overflowed, by address. */
async function checkScreens(
  page: Page,
  names: RouteName[],
  params: Partial<Record<RouteName, Record<string, string>>>,
) {
  const problems: string[] = [];
  await page.setViewportSize(PHONE);
  for (const lng of ['en', 'da'] as const) {
    for (const name of names) {
      for (const query of QUERIES[name] ?? [undefined]) {
        await openScreen(page, name, params[name] ?? {}, { lng, ...(query ? { query } : {}) });
        await page
          .locator('main h1, main h2')
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => undefined);
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const found = await overflowing(page);
        if (found) {
          problems.push(
            `${page.url().replace(/^https?:\/\/[^/]+/, '')} overflows by ${found.by}px: ${found.elements.join(', ')}`,
          );
        }
      }
    }
  }
  return problems;
}

let sample: Sample;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  sample = await makeSample(request);
});

const ROLE_TIMEOUT = 600_000;

test('no public screen scrolls sideways at 375 px', async ({ page }) => {
  test.setTimeout(ROLE_TIMEOUT);
  expect(await checkScreens(page, screensOf('shell'), paramsOf(sample))).toEqual([]);
});

test("no screen of a long-named owner's scrolls sideways at 375 px", async ({ browser }) => {
  test.setTimeout(ROLE_TIMEOUT);
  const page = await signedInPage(browser, sample.owner.email, sample.owner.password);
  expect(await checkScreens(page, screensOf('customer'), paramsOf(sample))).toEqual([]);
  await page.context().close();
});

test('no screen of the provider scrolls sideways at 375 px', async ({ browser }) => {
  test.setTimeout(ROLE_TIMEOUT);
  const page = await pageAs(browser, 'provider');
  expect(await checkScreens(page, screensOf('provider'), paramsOf(sample))).toEqual([]);
  await page.context().close();
});

test('no screen of a long-named club scrolls sideways at 375 px', async ({ browser }) => {
  test.setTimeout(ROLE_TIMEOUT);
  const { email, password } = sample.clubAccount;
  const page = await signedInPage(browser, email, password, { landing: 'clubMembership' });
  expect(await checkScreens(page, screensOf('club'), paramsOf(sample))).toEqual([]);
  await page.context().close();
});

test('no screen of the admin scrolls sideways at 375 px', async ({ browser }) => {
  test.setTimeout(ROLE_TIMEOUT);
  const page = await pageAs(browser, 'admin');
  expect(await checkScreens(page, screensOf('admin'), paramsOf(sample))).toEqual([]);
  await page.context().close();
});

// For people to look at: the lists and the screens this check made change, in both languages
// at 1280 and 375 px (test-results/overflow/).
test('screenshots of the lists and the long names', async ({ browser }) => {
  test.setTimeout(ROLE_TIMEOUT);
  const dir = 'test-results/overflow';
  const adminPage = await pageAs(browser, 'admin');
  await shootInLanguages(adminPage, dir, 'admin-users', 'adminUsers');
  await shootInLanguages(adminPage, dir, 'admin-dashboard-users', 'admin', {}, { tab: 'users' });
  await shootInLanguages(adminPage, dir, 'admin-cms', 'admin', {}, { tab: 'cms' });
  await shootInLanguages(adminPage, dir, 'admin-pricing', 'admin', {}, { tab: 'pricing' });
  await shootInLanguages(adminPage, dir, 'admin-job-post', 'adminJobPostDetail', {
    id: sample.postId,
  });
  await adminPage.context().close();
  const provider = await pageAs(browser, 'provider');
  await shootInLanguages(provider, dir, 'pier-batches', 'supplierBatches');
  await provider.context().close();
  const { email, password } = sample.clubAccount;
  const clubPage = await signedInPage(browser, email, password, { landing: 'clubMembership' });
  await shootInLanguages(clubPage, dir, 'club-membership', 'clubMembership');
  await shootInLanguages(clubPage, dir, 'club-profile', 'clubProfile');
  await clubPage.context().close();
});
