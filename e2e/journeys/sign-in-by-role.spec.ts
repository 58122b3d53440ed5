import { DEMO, recordManifests, signIn, type DemoRole } from '../support/accounts.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectScreen, openScreen, returningTo } from '../support/navigate.ts';

/** What the role's first screen shows once its remote has rendered it. */
const landed: Record<DemoRole, (page: Page) => Locator> = {
  admin: (page) => page.getByRole('heading', { level: 1, name: /users/i }),
  // The dashboards' greetings need the person: only the remote writes them (not the frame).
  // (Not the sign-in's toast, "Welcome back, Oliver!", shown before the remote.)
  customer: (page) => page.getByText(/^Welcome back, [^!]+$/),
  provider: (page) => page.getByText(/^Hello, /),
  // The spec routes a club's sign-in to its membership requests.
  club: (page) => page.getByRole('heading', { level: 1, name: /membership requests/i }),
};

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`${role} signs in, lands on their page and loads only their remote`, async ({ page }) => {
    const manifests = recordManifests(page);
    await signIn(page, role);
    await expect(landed[role](page)).toBeVisible();
    expect(new Set(manifests)).toEqual(new Set([DEMO[role].remote]));
  });
}

test('a customer sees real dashboard figures from the server', async ({ ownerPage: page }) => {
  await openScreen(page, 'dashboard');
  const posted = page.getByLabel('Cleaning requests posted');
  await expect(posted).toBeVisible();
  await expect(posted.locator('strong')).not.toHaveText('0');
});

test('a provider sees the success rate computed from their bids', async ({
  providerPage: page,
}) => {
  await openScreen(page, 'supplierDashboard');
  const placed = Number(await page.getByLabel('Total bids placed').locator('strong').innerText());
  const won = Number(await page.getByLabel('Bids won').locator('strong').innerText());
  const expected =
    placed === 0 ? '0.0%' : `${(Math.round((won / placed) * 1000) / 10).toFixed(1)}%`;
  await expect(page.getByLabel('Success rate').locator('strong')).toHaveText(expected);
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  await openScreen(page, 'login');
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await expectScreen(page, 'login');
});

test('logging out clears the session and goes to login', async ({ page }) => {
  await signIn(page, 'customer');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectScreen(page, 'login');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  // Logged out, a page of the account sends to login, which returns there after signing in.
  await openScreen(page, 'dashboard');
  await expectScreen(page, 'login', {}, { query: returningTo('dashboard') });
});

test('the session survives a reload in the stored shape', async ({ page }) => {
  await signIn(page, 'provider');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({
    access_token: expect.any(String),
    user: {
      user_type: 2,
      has_bidder_profile: true,
      subscription_active: true,
      subscription_paid: true,
    },
  });
  await page.reload();
  await expect(landed.provider(page)).toBeVisible();
});

test('an admin route is closed to a customer, who is sent to the root', async ({
  ownerPage: page,
}) => {
  const manifests = recordManifests(page);
  await openScreen(page, 'dashboard');
  await openScreen(page, 'adminUsers');
  await expectScreen(page, 'home');
  expect(manifests).not.toContain('mf_admin');
});

test('shell and remote run one React, one router and one session store', async ({
  ownerPage: page,
}) => {
  await openScreen(page, 'dashboard');
  await expect(landed.customer(page)).toBeVisible();
  const providers = await page.evaluate(() => {
    // A tree-shaken share (the router) keeps its loaded copy under `treeShaking`.
    type Entry = { from: string; loaded?: boolean; treeShaking?: { loaded?: boolean } };
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, Set<string>> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.treeShaking?.loaded)
              (found[name] ??= new Set()).add(`${version} from ${entry.from}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(found).map(([name, set]) => [name, [...set]]));
  });
  for (const name of ['react', 'react-dom', 'react-router-dom', '@boatcare/shared-ui', 'zustand']) {
    expect(providers[name], name).toHaveLength(1);
    expect(providers[name]?.[0], name).toMatch(/ from shell$/);
  }
  // The remote reads the session the shell wrote: its greeting names the signed-in user.
  await expect(page.getByText('Welcome back, Oliver')).toBeVisible();
});

test("a sign-in asks for the role's manifest beside the person's remotes.json, once", async ({
  page,
}) => {
  // What the page asked for and got, in order: the manifests, and the person's remotes.json.
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) events.push('manifest asked');
  });
  page.on('response', (response) => {
    const signedIn = response.request().headers().authorization;
    if (response.url().endsWith('/remotes.json') && signedIn) events.push('remotes.json answered');
  });
  await signIn(page, 'customer');
  await expect(landed.customer(page)).toBeVisible();
  expect(events.filter((event) => event === 'manifest asked')).toHaveLength(1);
  expect(events.indexOf('manifest asked')).toBeLessThan(events.indexOf('remotes.json answered'));
});
