import { signedInPage } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { openScreen, screenPath } from '../support/navigate.ts';
import { registerAccount } from '../support/registration.ts';
import { shoot } from '../support/screens.ts';

const TEXTS = {
  en: {
    section: 'Notification settings',
    pushOffer: 'Push: A new offer on my request',
    emailOffer: 'Email: A new offer on my request',
    pushPhotos: 'Push: New photos of the work',
    save: 'Save notification settings',
    saved: 'Notification settings saved',
    device: 'Push on this device',
  },
  da: {
    section: 'Indstillinger for notifikationer',
    pushOffer: 'Push: Et nyt tilbud på min opgave',
    emailOffer: 'E-mail: Et nyt tilbud på min opgave',
    pushPhotos: 'Push: Nye billeder af arbejdet',
    save: 'Gem notifikationsvalg',
    saved: 'Dine notifikationsvalg er gemt',
    device: 'Push på denne enhed',
  },
} as const;

test('notification settings per kind, email and push, in English and Danish, kept after a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await registerAccount(request, {
    role: 'customer',
    firstName: 'Pernille',
    lastName: 'Push',
    password: 'push-settings-1',
  });
  const page = await signedInPage(browser, owner.email, owner.password);
  for (const lng of ['en', 'da'] as const) {
    const text = TEXTS[lng];
    await openScreen(page, 'settings', {}, { lng });
    const section = page.getByRole('region', { name: text.section });
    await expect(section.getByRole('checkbox', { name: text.pushOffer })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: text.emailOffer })).toBeChecked();
    // A kind with no email has only its push switch.
    await expect(section.getByRole('checkbox', { name: text.pushPhotos })).toBeVisible();
    await expect(section.getByRole('heading', { name: text.device })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, `push-settings-${lng}`);
  }

  const da = TEXTS.da;
  const section = page.getByRole('region', { name: da.section });
  const pushOffer = section.getByRole('checkbox', { name: da.pushOffer });
  await pushOffer.uncheck();
  await section.getByRole('button', { name: da.save }).click();
  await expect(page.getByText(da.saved)).toBeVisible();
  await page.reload();
  await expect(pushOffer).not.toBeChecked();
  // The email of the same kind is its own choice.
  await expect(section.getByRole('checkbox', { name: da.emailOffer })).toBeChecked();

  // The same choice in the other language.
  await openScreen(page, 'settings', {}, { lng: 'en' });
  const en = page.getByRole('region', { name: TEXTS.en.section });
  await expect(en.getByRole('checkbox', { name: TEXTS.en.pushOffer })).not.toBeChecked();
});

test('the installable site: manifests, icons and the service worker, served as they must be', async ({
  page,
  request,
}) => {
  for (const [path, lng] of [
    ['/manifest.webmanifest', 'en'],
    ['/manifest.da.webmanifest', 'da'],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    // The installed site starts on the home screen in the manifest's language.
    expect(manifest.start_url).toBe(screenPath('home', {}, { lng }));
    expect(manifest.theme_color).toBe('#0b3954');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  // Never kept stale: the browser asks again each time.
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain('showNotification');

  // Each language's pages link their manifest; the app registers the worker for the whole site.
  await openScreen(page, 'home', {}, { lng: 'da' });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.da.webmanifest',
  );
  await openScreen(page, 'login', {}, { lng: 'en' });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});

test('the service worker shows a push with its text and tag, once however often it arrives', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  // Chromium's DevTools protocol delivers a push to the worker as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  await openScreen(page, 'login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => registrations.find((r) => r.scopeURL === `${origin}/`)?.registrationId)
    .toBeDefined();
  const registrationId = registrations.find((r) => r.scopeURL === `${origin}/`)!.registrationId;

  const request = screenPath('requestDetail', { id: '0123456789abcdef01234567' }, { lng: 'da' });
  const payload = {
    title: 'BoatCare',
    body: 'Nyt tilbud på Havørn',
    tag: '65a1b2c3d4e5f60718293a4b',
    url: `${origin}${request}`,
  };
  // Delivered twice (at least once): one notification, by its tag.
  for (let n = 0; n < 2; n += 1)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
          url: (shown.data as { url: string }).url,
        }));
      }),
    )
    .toEqual([payload]);
  await context.close();
});
