import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RouteName } from '@boatcare/shared-domain/core';
import { DEMO, DEMO_PASSWORD, submitSignIn, type DemoRole } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectScreen, openScreen, screenPath } from '../support/navigate.ts';

/**
 * Each role signs in and moves on with the keyboard alone. After every page change focus is on
 * the new page's main heading and the page's one live region said which page it is; nothing
 * focused hides under the sticky header; focus rings are the two-colour ring.
 */

/** The next screen each role opens from the header, and the link's name there. */
const NEXT: Record<DemoRole, { link: string; screen: RouteName }> = {
  customer: { link: 'My jobs', screen: 'myJobs' },
  provider: { link: 'Jobs', screen: 'supplierJobs' },
  club: { link: 'Dashboard', screen: 'clubDashboard' },
  admin: { link: 'Job posts', screen: 'adminJobPosts' },
};

/** Records every text added to the page's live region from the page's start (window.__said). */
async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.assign(window, { __said: said });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          const inRegion = node.parentElement?.closest('#bc-live-region');
          if (inRegion && node.textContent) said.push(node.textContent);
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

const announced = (page: Page) =>
  page.evaluate(() => (window as unknown as { __said: string[] }).__said);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** Focus is on the page's main heading, and the region said the page (its title or heading). */
async function expectArrivedAt(page: Page) {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeFocused({ timeout: 20_000 });
  const title = await page.title();
  const text = ((await heading.textContent()) ?? '').trim();
  await expect
    .poll(async () => {
      const said = await announced(page);
      return said.some((words) => words === title || words.includes(text)) ? 'said' : said;
    })
    .toBe('said');
}

/** Tabs on through the page's content: no focused control sits under the sticky header. */
async function expectFocusNeverCovered(page: Page, presses: number) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const covered = await page.evaluate(() => {
      const focused = document.activeElement;
      const main = document.querySelector('main');
      const header = document.querySelector('header');
      if (!focused || !main?.contains(focused) || !header) return null;
      const box = focused.getBoundingClientRect();
      const bar = header.getBoundingClientRect();
      return box.height > 0 && box.top < bar.bottom && box.bottom > bar.top
        ? focused.outerHTML.slice(0, 120)
        : null;
    });
    expect(covered, 'a focused control under the sticky header').toBeNull();
  }
}

/** The focused element draws the two-colour ring: white inside, dark outside. */
async function expectTwoColourRing(target: Locator) {
  const shadow = await target.evaluate((element) => getComputedStyle(element).boxShadow);
  expect(shadow).toContain('rgb(255, 255, 255)');
  expect(shadow).toContain('rgb(11, 29, 42)');
}

for (const role of Object.keys(NEXT) as DemoRole[]) {
  test(`${role}: signs in and moves on with the keyboard; focus and announcements follow`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 640 });
    await recordAnnouncements(page);
    await openScreen(page, 'login');
    const email = page.getByLabel('Email');
    await tabTo(page, email);
    await expectTwoColourRing(email);
    await page.keyboard.type(DEMO[role].email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await expectScreen(page, DEMO[role].landing);
    await expectArrivedAt(page);
    await expectNoSeriousA11yViolations(page);

    // Back up into the header to the next page's link, and open it.
    const link = page.getByRole('banner').getByRole('link', { name: NEXT[role].link, exact: true });
    await tabTo(page, link, 'Shift+Tab');
    await expectTwoColourRing(link);
    await page.keyboard.press('Enter');
    await expectScreen(page, NEXT[role].screen);
    await expectArrivedAt(page);
    await expectFocusNeverCovered(page, 25);
  });
}

test('the account menu opens, closes on Escape back to its button, and closes behind Tab', async ({
  page,
}) => {
  await submitSignIn(page, DEMO.customer.email, DEMO_PASSWORD);
  await expectScreen(page, DEMO.customer.landing);
  await expect(page.locator('main h1').first()).toBeFocused({ timeout: 20_000 });
  const button = page.getByRole('button', { name: /account menu/i });
  await tabTo(page, button, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden();
});

test('a visitor goes from the home page to sign-up and on to the request wizard, no error on the way', async ({
  page,
}) => {
  await openScreen(page, 'home');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Become a provider' }),
  ).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Register as a boat owner' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Become a provider' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Get offers for your boat' }).click();
  await expectScreen(page, 'register', {}, { query: { from: screenPath('createRequest') } });
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Email').fill(`nora-${Date.now()}@boatcare.test`);
  await page.getByLabel('Password').fill('first-boat');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectScreen(page, 'createRequest');
  await expect(page.getByText('Your account has been created. Welcome to BoatCare!')).toBeVisible();
  await expect(page.getByText('Please log in to create a request')).toHaveCount(0);
});

test('the public and account pages look right in both languages, at 1280 and 375 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shot = (name: string) => `test-results/keyboard-focus-shots/${name}.png`;
  for (const lng of ['en', 'da'] as const)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const tag = `${lng}-${width}`;
      await openScreen(page, 'home', {}, { lng });
      await page.locator('html[data-app="running"]').waitFor({ state: 'attached' });
      await page.screenshot({ path: shot(`home-${tag}`), fullPage: true });
      await page.getByRole('banner').screenshot({ path: shot(`header-visitor-${tag}`) });
      await page.getByRole('contentinfo').screenshot({ path: shot(`footer-${tag}`) });
      if (width === 375) {
        await page.locator('button[aria-controls="main-nav"]').click();
        await page.getByRole('banner').screenshot({ path: shot(`header-visitor-open-${tag}`) });
      }
      await openScreen(page, 'login', {}, { lng });
      await page.locator('form').waitFor();
      await page.screenshot({ path: shot(`login-${tag}`), fullPage: true });
      await openScreen(page, 'register', {}, { lng });
      await page.locator('form').waitFor();
      await page.screenshot({ path: shot(`register-${tag}`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    }
  await submitSignIn(page, DEMO.customer.email, DEMO_PASSWORD);
  await expectScreen(page, DEMO.customer.landing);
  for (const lng of ['en', 'da'] as const)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await openScreen(page, 'dashboard', {}, { lng });
      await page.locator('main h1').waitFor();
      await page.screenshot({ path: shot(`signed-in-${lng}-${width}`), fullPage: true });
      await page.getByRole('banner').screenshot({ path: shot(`header-signed-in-${lng}-${width}`) });
    }
});
