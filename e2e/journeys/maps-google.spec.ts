import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MAPS_KEY_SITE_KEY } from '@boatcare/shared-domain/schemas/site-config';
import * as bidders from '@boatcare/shared-domain/endpoints/bidders';
import * as siteConfig from '@boatcare/shared-domain/endpoints/site-config';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { submitSignIn } from '../support/accounts.ts';
import { call, tokenOf } from '../support/api.ts';
import {
  STAND_IN_PLACE,
  failGoogleMaps,
  serveGoogleMapsStandIn,
} from '../support/google-maps-stand-in.ts';
import { registerAccount } from '../support/registration.ts';
import { shootAt } from '../support/screens.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

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

const shoot = (page: Page, name: string) => shootAt(page, SHOTS, name);

test.beforeAll(async ({ request }) => {
  const created = await call(request, siteConfig.create, {
    token: await tokenOf(request, 'admin'),
    body: { site_key: MAPS_KEY_SITE_KEY, site_value: KEY },
  });
  entryId = created.id;
});

test.afterAll(async ({ request }) => {
  if (!entryId) return;
  await call(request, siteConfig.remove, {
    token: await tokenOf(request, 'admin'),
    params: { id: entryId },
  });
});

/** A new provider without a bidder profile, signed in, on the profile page. */
async function newProviderOnProfile(page: Page, request: APIRequestContext): Promise<string> {
  const { email, token } = await registerAccount(request, {
    role: 'supplier',
    firstName: 'Mads',
    lastName: 'Maps',
    password: PASSWORD,
    emailPrefix: 'maps',
  });
  await submitSignIn(page, email, PASSWORD);
  // Without a bidder profile a provider lands on subscribing (landingRouteFor).
  await expectScreen(page, 'supplierSubscribe');
  await openScreen(page, 'supplierProfile');
  await expectScreen(page, 'supplierProfile');
  return token;
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
  await expectScreen(page, 'gatePayment');

  const saved = await call(request, bidders.get, { token });
  expect(saved.data).toMatchObject({
    address: STAND_IN_PLACE.formatted_address,
    latitude: STAND_IN_PLACE.lat,
    longitude: STAND_IN_PLACE.lng,
    service_range: 120,
  });

  // The saved profile opens on its own point, in Danish too.
  await openScreen(page, 'supplierProfile', {}, { lng: 'da' });
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

  await openScreen(page, 'supplierProfile', {}, { lng: 'da' });
  await expect(page.getByTestId('maps-fallback-note').first()).toHaveText(
    'Google Maps kunne ikke indlæses, så den indbyggede havneliste og det indbyggede kort vises i stedet.',
  );
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'profile-fallback-da');
});
