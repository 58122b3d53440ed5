import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MAPS_KEY_SITE_KEY } from '@boatcare/shared-domain';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { auth, tokenOf } from '../support/clubs.ts';
import {
  STAND_IN_PLACE,
  failGoogleMaps,
  serveGoogleMapsStandIn,
} from '../support/google-maps-stand-in.ts';

/**
 * The Google Maps variant (ADR 0012). Google's script cannot be reached from CI: the page gets
 * a labelled stand-in for it (e2e/support/google-maps-stand-in.ts) or a failing load. The key
 * is set as an admin's site configuration entry and deleted afterwards: every spec shares one
 * platform, and all the others run without a key.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const KEY = 'e2e-stand-in-browser-key';
const PASSWORD = 'harbour-care-2030';
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/maps-google';
let entryId: string | undefined;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeAll(async ({ request }) => {
  const created = await request.post('/v1/super/site-config', {
    headers: auth(await tokenOf(request, 'admin')),
    data: { site_key: MAPS_KEY_SITE_KEY, site_value: KEY },
  });
  expect(created.status(), await created.text()).toBe(201);
  entryId = ((await created.json()) as { id: string }).id;
});

test.afterAll(async ({ request }) => {
  if (!entryId) return;
  const removed = await request.delete(`/v1/super/site-config/${entryId}`, {
    headers: auth(await tokenOf(request, 'admin')),
  });
  expect(removed.status()).toBe(200);
});

/** A new provider without a bidder profile, signed in, on the profile page. */
async function newProviderOnProfile(page: Page, request: APIRequestContext): Promise<string> {
  const email = `maps-${randomUUID()}@boatcare.test`;
  const registered = await request.post('/v1/auth/register', {
    data: {
      first_name: 'Mads',
      last_name: 'Maps',
      email,
      password: PASSWORD,
      role: 'supplier',
      user_type: 2,
      service_range: 50,
    },
  });
  expect(registered.ok()).toBe(true);
  await page.goto('/en/login');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/en\/supplier\//);
  await page.goto('/en/supplier/profile');
  await expect(page).toHaveURL(/\/en\/supplier\/profile$/);
  return ((await registered.json()) as { access_token: string }).access_token;
}

test('with a Maps key: Places picks the address, the circle follows the radius, the saved profile holds the place', async ({
  page,
  request,
}) => {
  await serveGoogleMapsStandIn(page);
  const token = await newProviderOnProfile(page, request);

  const map = page.locator('[data-stand-in="map"]');
  const circle = page.locator('[data-stand-in="circle"]');
  await expect(map).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __mapsStandIn: { key: string } }).__mapsStandIn.key,
    ),
  ).toBe(KEY);
  // Default centre and radius.
  await expect(circle).toHaveAttribute('data-radius', '50000');
  await expect(circle).toHaveAttribute('data-lat', '56.26');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);

  // The radius slider moves the circle.
  await page.getByLabel('Service radius').fill('120');
  await expect(page.getByTestId('radius-value')).toHaveText('120 km');
  await expect(circle).toHaveAttribute('data-radius', '120000');

  // Places Autocomplete, limited to the admin's country; the chosen place centres the map.
  const address = page.getByLabel('Business address');
  await expect(address).toBeEnabled();
  await expect(page.getByRole('combobox', { name: 'Business address' })).toHaveCount(0);
  await address.fill('Odense');
  await page.getByRole('option', { name: /Odense Havn/ }).click();
  await expect(address).toHaveValue(STAND_IN_PLACE.formatted_address);
  await expect(page.getByText('Place chosen · 55.4038, 10.3884')).toBeVisible();
  await expect(circle).toHaveAttribute('data-lat', String(STAND_IN_PLACE.lat));
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __mapsStandIn: { autocompleteOptions: unknown } }).__mapsStandIn
          .autocompleteOptions,
    ),
  ).toMatchObject({ componentRestrictions: { country: 'dk' }, strictBounds: true });
  await expect(page.getByTestId('maps-fallback-note')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'profile-google-stand-in-en');

  await page.getByLabel('Business name or title').fill('Mads Maps Marine');
  await page
    .getByLabel('Bio')
    .fill('Hull cleaning, polishing and antifouling for motorboats around Odense Fjord.');
  await page.getByLabel('Contact number').fill('+4522334455');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/en\/supplier\/subscribe$/);

  const saved = await request.get('/v1/bidders', { headers: auth(token) });
  expect(saved.ok()).toBe(true);
  expect(((await saved.json()) as { data: object }).data).toMatchObject({
    address: STAND_IN_PLACE.formatted_address,
    latitude: STAND_IN_PLACE.lat,
    longitude: STAND_IN_PLACE.lng,
    service_range: 120,
  });

  // The saved profile opens on its own point, in Danish too.
  await page.goto('/da/supplier/profile');
  await expect(circle).toHaveAttribute('data-lat', String(STAND_IN_PLACE.lat));
  await expect(circle).toHaveAttribute('data-radius', '120000');
  await expect(page.getByLabel('Firmaadresse')).toHaveValue(STAND_IN_PLACE.formatted_address);
  await shoot(page, 'profile-google-stand-in-da');
});

test("Google's script fails: the offline harbour list and map, under a translated note", async ({
  page,
  request,
}) => {
  await failGoogleMaps(page);
  await newProviderOnProfile(page, request);
  // One note above the address picker, one above the map; both usable offline.
  await expect(page.getByTestId('maps-fallback-note')).toHaveCount(2);
  await expect(page.getByTestId('maps-fallback-note').first()).toHaveText(
    'Google Maps could not be loaded, so the built-in harbour list and map are shown instead.',
  );
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  await page.getByRole('combobox', { name: 'Business address' }).fill('Nyhavn');
  await page
    .getByRole('option', { name: /Nyhavn/ })
    .first()
    .click();
  await expect(page.getByText(/Harbour chosen · 55\.\d+, 12\.\d+/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'profile-fallback-en');

  await page.goto('/da/supplier/profile');
  await expect(page.getByTestId('maps-fallback-note').first()).toHaveText(
    'Google Maps kunne ikke indlæses, så den indbyggede havneliste og det indbyggede kort vises i stedet.',
  );
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'profile-fallback-da');
});
