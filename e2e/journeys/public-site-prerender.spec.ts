import { expect, test, type Page, type Response } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts.ts';
import type { RouteName } from '@boatcare/shared-domain/core';
import {
  expectScreen,
  openScreen,
  returningTo,
  screenPath,
  screenPattern,
} from '../support/navigate.ts';

/**
 * Console errors and React's hydration complaints while `run` happens (not the browser's note
 * of a 404: a page without a back-office version reads as one, and shows its built-in text).
 */
async function consoleProblems(page: Page, run: () => Promise<void>) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await run();
  return problems;
}

/**
 * The scripts holding a react-dom the page loads while `run` happens: react-dom's client marks
 * the roots it makes with this key, in every build of it.
 */
async function reactDomFiles(page: Page, run: () => Promise<void>) {
  const files: Promise<string | null>[] = [];
  const seen = (response: Response) => {
    if (!response.url().endsWith('.js')) return;
    files.push(
      response.body().then(
        (body) => (body.includes('__reactContainer$') ? response.url() : null),
        () => null,
      ),
    );
  };
  page.on('response', seen);
  await run();
  page.off('response', seen);
  return (await Promise.all(files)).filter((url) => url !== null);
}

test.describe('prerendered public pages, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its text and meta tags before any script runs', async ({ page }) => {
    await openScreen(page, 'home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A spotless boat, without the weekend of scrubbing',
    );
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page).toHaveTitle('Boat cleaning and care near you | BoatCare');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      screenPattern('home'),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="da"]')).toHaveAttribute(
      'href',
      screenPattern('home', {}, { lng: 'da' }),
    );
    // Styled: the page's stylesheet is in the HTML, not added by a script.
    const header = page.getByRole('banner');
    expect(await header.evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');
  });

  test('every public page in both languages has its heading and description', async ({ page }) => {
    const pages: [RouteName, Record<string, string>, 'en' | 'da', string][] = [
      ['vipBenefits', {}, 'en', 'BoatCare VIP membership'],
      ['vipBenefits', {}, 'da', 'BoatCare VIP-medlemskab'],
      ['about', {}, 'en', 'About BoatCare'],
      ['about', {}, 'da', 'Om BoatCare'],
      ['faq', {}, 'en', 'How can we help?'],
      ['privacy', {}, 'da', 'Privatlivspolitik'],
      ['terms', {}, 'en', 'Terms of service'],
      ['contentPage', { slug: 'boat-cleaning' }, 'en', 'Boat cleaning at your berth'],
      ['contentPage', { slug: 'hull_polishing' }, 'da', 'Skrogpolering, der giver glansen tilbage'],
    ];
    for (const [name, params, lng, heading] of pages) {
      const path = screenPath(name, params, { lng });
      await openScreen(page, name, params, { lng });
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lng);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        screenPattern(name, params, { lng }),
      );
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(20);
      await expect(page, path).toHaveTitle(/ \| BoatCare$/);
    }
  });
});

test.describe('prerendered public pages, with JavaScript', () => {
  test("a visitor's page runs as islands, without the app, and its widgets work", async ({
    page,
  }) => {
    const appCode: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/static/js/')) appCode.push(request.url());
    });
    const problems = await consoleProblems(page, async () => {
      await openScreen(page, 'home');
      await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
      await expect(page.locator('html')).toHaveAttribute('data-start', 'islands');
      // The slideshow answers its controls.
      const slideshow = page.getByRole('region', { name: 'Boat care we offer' });
      await slideshow.getByRole('button', { name: 'Show slide 3 of 5' }).click();
      await expect(slideshow.getByRole('button', { name: 'Show slide 3 of 5' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await slideshow.getByRole('button', { name: 'Pause the slideshow' }).click();
      await expect(slideshow.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
      // On a phone the menu button opens the links.
      await page.setViewportSize({ width: 375, height: 800 });
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 800 });
      // The language switch loads the Danish page, islands again.
      await page.getByRole('button', { name: 'DA' }).click();
      await expectScreen(page, 'home', {}, { lng: 'da' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'En skinnende ren båd – uden en weekend med skrubbebørsten',
      );
      await expect(page.locator('html')).toHaveAttribute('data-start', 'islands');
      // The VIP price, read by its island, in the currency the Danish switch chose.
      await openScreen(page, 'vipBenefits', {}, { lng: 'da' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('BoatCare VIP-medlemskab');
      await expect(page.getByTestId('vip-price')).toContainText('kr.');
      // Links between public pages are page loads of their prerendered HTML.
      await page.getByRole('link', { name: 'Hjælp' }).first().click();
      await expectScreen(page, 'faq', {}, { lng: 'da' });
      await expect(page.locator('html')).toHaveAttribute('data-start', 'islands');
      await page.getByRole('tab', { name: /udbydere/i }).click();
      await expect(page.getByRole('tab', { name: /udbydere/i })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
    expect(problems).toEqual([]);
    expect(appCode, 'no page of islands loaded the app').toEqual([]);
  });

  test('a pointer resting on a link into the app prefetches the app, one to a public page does not', async ({
    page,
  }) => {
    await openScreen(page, 'home');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
    const listed = await page.locator('meta[name="boatcare:app"]').getAttribute('content');
    const appScripts = (listed ?? '').split(' ').map((src) => new URL(src, page.url()).pathname);
    expect(appScripts.length).toBeGreaterThan(0);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    // The FAQ is a public page: its link loads its HTML and islands, nothing to prefetch.
    await page.getByRole('banner').getByRole('link', { name: 'Help' }).hover();
    await page.waitForTimeout(500);
    expect(appScripts.filter((src) => requested.has(src))).toEqual([]);
    // Sign in is a page of the app: resting on it fetches the app's entry scripts.
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    await signIn.hover();
    await expect.poll(() => appScripts.filter((src) => !requested.has(src))).toEqual([]);
    await expect(page.locator('link[rel="prefetch"][data-app-prefetch]')).toHaveCount(
      appScripts.length,
    );
    await signIn.click();
    await expectScreen(page, 'login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test("the VIP page's sign-in brings the visitor back to it", async ({ page }) => {
    await openScreen(page, 'vipBenefits');
    await expect(page.locator('html')).toHaveAttribute('data-start', 'islands');
    await page.getByRole('link', { name: 'Sign in to become a VIP member' }).click();
    await expectScreen(page, 'login', {}, { query: returningTo('vipBenefits') });
    await page.getByLabel('Email').fill(DEMO.customer.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectScreen(page, 'vipBenefits');
    // Signed in now: the call to action is no longer the sign-in link.
    await expect(page.getByRole('link', { name: 'Sign in to become a VIP member' })).toHaveCount(0);
  });

  test('a signed-in user gets the page with their own header', async ({ page }) => {
    await openScreen(page, 'login');
    await page.getByLabel('Email').fill(DEMO.customer.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectScreen(page, 'dashboard');
    let reactDoms: string[] = [];
    const problems = await consoleProblems(page, async () => {
      reactDoms = await reactDomFiles(page, async () => {
        await openScreen(page, 'about');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('About BoatCare');
        await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('data-start', 'render-over');
      });
    });
    expect(problems).toEqual([]);
    // The app took the islands' React over: one react-dom on the page, the island entry's.
    expect(reactDoms).toHaveLength(1);
    expect(reactDoms[0]).toContain('/static/islands/');
  });
});
