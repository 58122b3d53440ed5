import { expect } from '@playwright/test';
import * as content from '@boatcare/shared-domain/endpoints/content';
import * as siteConfig from '@boatcare/shared-domain/endpoints/site-config';
import { call, globOf, send, tokenOf } from '../support/api.ts';
import { test } from '../support/public-pages.ts';
import { expectScreen, openScreen, returningTo, screenPath } from '../support/navigate.ts';

const slide = (page: import('@playwright/test').Page, n: number) =>
  page.getByRole('group', { name: `${n} of 5` });

test.describe('home page', () => {
  test('shows the hero, counters, how it works, features and the call to action', async ({
    page,
  }) => {
    await openScreen(page, 'home');
    await expect(page).toHaveTitle('Boat cleaning and care near you | BoatCare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A spotless boat, without the weekend of scrubbing',
    );
    await expect(page.getByRole('region', { name: 'Boat care we offer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.locator('#how-it-works li')).toHaveCount(3);
    for (const feature of ['Verified professionals', 'Clear pricing', 'Quality you can count on']) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    // A visitor's way to a request: sign up first, then on to the wizard.
    const signUpFirst = screenPath(
      'register',
      {},
      { query: { from: screenPath('createRequest') } },
    );
    await expect(page.getByRole('link', { name: 'Create a request' })).toHaveAttribute(
      'href',
      signUpFirst,
    );
    await expect(page.getByRole('link', { name: 'Get offers for your boat' })).toHaveAttribute(
      'href',
      signUpFirst,
    );
  });

  test('counters come from the public site configuration, with 21 and 40 as fallbacks', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, 'admin');
    const list = await call(request, siteConfig.list, { token });
    for (const entry of list.data.filter((e) => e.site_key.startsWith('home_'))) {
      await send(request, siteConfig.remove, { token, params: { id: entry.id } });
    }
    await openScreen(page, 'home');
    await expect(page.getByTestId('counter-jobRequests').locator('dd')).toHaveText('21+');
    await expect(page.getByTestId('counter-jobsCompleted').locator('dd')).toHaveText('40+');

    const created = await send(request, siteConfig.create, {
      token,
      body: { site_key: 'home_job_requests', site_value: '1234' },
    });
    expect(created.status()).toBe(201);
    await openScreen(page, 'home');
    await expect(page.getByTestId('counter-jobRequests').locator('dd')).toHaveText('1,234+');
    await expect(page.getByTestId('counter-jobsCompleted').locator('dd')).toHaveText('40+');
    const { id } = siteConfig.create.response.parse(await created.json());
    await send(request, siteConfig.remove, { token, params: { id } });
  });

  test('a failed site configuration read is only logged and the fallbacks show', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route(globOf(siteConfig.publicConfig), (route) =>
      route.fulfill({ status: 503, body: '{}' }),
    );
    await openScreen(page, 'home');
    await expect(page.getByTestId('counter-jobRequests').locator('dd')).toHaveText('21+');
    await expect(page.getByTestId('counter-jobsCompleted').locator('dd')).toHaveText('40+');
    await expect
      .poll(() => logged.some((text) => text.includes('public site configuration')))
      .toBe(true);
    await expect(page.getByRole('status').filter({ hasText: /fail/i })).toHaveCount(0);
  });

  test('the hero changes slide every 10 seconds, pauses while hovered and on request', async ({
    page,
  }) => {
    await page.clock.install();
    await openScreen(page, 'home');
    // The prerendered page shows the first slide before its script runs the slideshow.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
    await expect(slide(page, 1)).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(slide(page, 2)).toBeVisible();
    await expect(slide(page, 1)).toBeHidden();

    await page.getByRole('region', { name: 'Boat care we offer' }).hover();
    await page.clock.fastForward(25_000);
    await expect(slide(page, 2)).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.fastForward(10_000);
    await expect(slide(page, 3)).toBeVisible();

    await page.getByRole('button', { name: 'Show slide 5 of 5' }).click();
    await expect(slide(page, 5)).toBeVisible();
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.clock.fastForward(30_000);
    await expect(slide(page, 5)).toBeVisible();
    await page.getByRole('button', { name: 'Play the slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.clock.fastForward(10_000);
    await expect(slide(page, 1)).toBeVisible();

    // Keyboard focus inside the slideshow holds it too.
    await page.getByRole('button', { name: 'Show slide 1 of 5' }).focus();
    await page.keyboard.press('Tab');
    await page.clock.fastForward(30_000);
    await expect(slide(page, 1)).toBeVisible();
  });

  test('the hero stands still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openScreen(page, 'home');
    await page.clock.fastForward(30_000);
    await expect(slide(page, 1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  });
});

test.describe('content pages', () => {
  test('VIP benefits: three benefits, features, the price from the pricing configuration, and sign-in for visitors', async ({
    page,
  }) => {
    await openScreen(page, 'vipBenefits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BoatCare VIP membership');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Everything included' })).toBeVisible();
    await expect(page.getByTestId('vip-price')).toHaveText('US$14.99');
    await expect(page.getByText('10% off every service').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Sign in to become a VIP member' }),
    ).toHaveAttribute('href', screenPath('login', {}, { query: returningTo('vipBenefits') }));
    await expect(page.getByRole('link', { name: 'Register your club' })).toHaveAttribute(
      'href',
      screenPath('clubRegister'),
    );
  });

  test('VIP benefits uses the built-in text when the content page cannot be loaded', async ({
    page,
  }) => {
    await page.route(globOf(content.page), (route) =>
      route.fulfill({ status: 500, json: { code: 'errors.internal' } }),
    );
    await openScreen(page, 'vipBenefits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BoatCare VIP membership');
    await expect(page.getByText('Failed to fetch content')).toBeVisible();
  });

  test('page/{slug} shows the translated page with its title and social meta', async ({ page }) => {
    await openScreen(page, 'contentPage', { slug: 'hull_polishing' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hull polishing that brings back the shine',
    );
    await expect(page).toHaveTitle('Hull polishing | BoatCare');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Hull polishing | BoatCare',
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      /gelcoat/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/hero\/hull-polish\.svg$/,
    );
    await expect(page.getByRole('heading', { name: 'What polishing includes' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Interior detailing' }).click();
    await expectScreen(page, 'contentPage', { slug: 'interior-detailing' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A fresh, clean cabin');

    await openScreen(page, 'contentPage', { slug: 'no-such-page' });
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('about, privacy and terms have their sections, and terms switch audience with tabs', async ({
    page,
  }) => {
    await openScreen(page, 'about');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Our story',
      'What we do',
      'Our promise',
    ]);

    await openScreen(page, 'privacy');
    const privacy = page.locator('article section h2');
    await expect(privacy).toHaveCount(13);
    await expect(privacy.first()).toHaveText('Introduction');
    await expect(privacy.last()).toHaveText('Cookies and local storage');

    await openScreen(page, 'terms');
    await expect(page.getByText('5% platform fee').first()).toBeVisible();
    await expect(
      page.getByText(
        'Cancel at least 48 hours before the service and you get a full refund; later, half.',
      ),
    ).toBeVisible();
    await expect(page.getByText('at least 18 years old').first()).toBeVisible();
    const owner = page.getByRole('tab', { name: 'Boat owners' });
    await expect(owner).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(
      'Terms for boat owners',
    );
    await owner.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Service providers' })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(
      'Terms for service providers',
    );
    await expectScreen(page, 'terms', {}, { query: { tab: 'provider' } });
    await expect(page.getByRole('tabpanel').getByText(/commission of 25%/)).toBeVisible();
    // The providers' tab has its own address: a shared link opens it, in either language.
    await openScreen(page, 'terms', {}, { query: { tab: 'provider' } });
    await expect(page.getByRole('tab', { name: 'Service providers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'DA' }).click();
    await expectScreen(page, 'terms', {}, { lng: 'da', query: { tab: 'provider' } });
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(
      'Vilkår for udbydere',
    );

    await openScreen(page, 'termsUser');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms for boat owners');
    await openScreen(page, 'termsProvider');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms for service providers');
  });
});

test.describe('help page', () => {
  test('one answer open at a time, categories fold, and switching tab closes the open answer', async ({
    page,
  }) => {
    await openScreen(page, 'faq');
    const first = page.getByRole('button', { name: 'How does BoatCare work?' });
    const second = page.getByRole('button', { name: 'Are there any fees?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Verified providers near the boat send offers/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Verified providers near the boat send offers/)).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    const category = page.getByRole('button', { name: 'Prices and payment' });
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toBeHidden();
    await category.click();
    await expect(second).toBeVisible();

    await first.click();
    await page.getByRole('tab', { name: 'Service providers' }).click();
    await expect(
      page.getByRole('button', { name: 'Who can offer services on BoatCare?' }),
    ).toBeVisible();
    // Every question of the new tab starts closed.
    await expect(page.locator('h3 > button[aria-expanded="true"]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Boat owners' }).click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
