import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { NO_SERVICES, servicesToWire } from '@boatcare/shared-domain';
import { DEMO, DEMO_PASSWORD, type DemoRole } from './accounts.ts';

// A 16x12 PNG: the request's one photo (the server checks the bytes).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAAFUlEQVR4nGPgr+khCTGMahjVgB0BAAIc0UFLTHOlAAAAAElFTkSuQmCC',
  'base64',
);

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(
    response.ok(),
    `${response.url()} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return (await response.json()) as T;
}

/** A demo account's token, signed in through the API. */
export async function tokenOf(request: APIRequestContext, role: DemoRole): Promise<string> {
  const session = await ok<{ access_token: string }>(
    await request.post('/v1/auth/login', {
      data: { email: DEMO[role].email, password: DEMO_PASSWORD },
    }),
  );
  return session.access_token;
}

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** A Wednesday and the Thursday after it, about ten weeks ahead: one ISO week. */
export function sameWeek(): [string, string] {
  const day = new Date(Date.now() + 70 * 24 * 3600 * 1000);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  const wednesday = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() + 1);
  return [wednesday, day.toISOString().slice(0, 10)];
}

/** A request at Tuborg Havn (the demo club's harbour), posted as the create wizard would. */
export async function postRequest(
  request: APIRequestContext,
  token: string,
  boatName: string,
  preferredDate = dayFromNow(30),
): Promise<string> {
  const created = await ok<{ id: string }>(
    await request.post('/v1/jobpost', {
      headers: auth(token),
      multipart: {
        boatName,
        boatType: 'Sailboat',
        material: 'Gelcoat',
        locationType: 'In water',
        flybridge: 'false',
        dockNumber: 'C-3',
        preferredDate,
        lengthFeet: '32',
        dirtinessLevel: '1',
        max_bid_amount: '0',
        min_bid_amount: '0',
        location: JSON.stringify({
          address: 'Tuborg Havn, 2900 Hellerup',
          placeId: 'harbour-tuborg-havn',
          latitude: 55.7249,
          longitude: 12.5826,
          dockNumber: 'C-3',
        }),
        services: JSON.stringify(servicesToWire(NO_SERVICES)),
        notes: '',
        title: '',
        description: '',
        images: { name: 'boat.png', mimeType: 'image/png', buffer: PHOTO },
      },
    }),
  );
  return created.id;
}

/** The demo provider bids on a request through the API. */
export async function providerBids(request: APIRequestContext, jobPostId: string, cents: number) {
  await ok(
    await request.post('/v1/bids', {
      headers: auth(await tokenOf(request, 'provider')),
      data: { jobPostId, bid_amount: cents, message: 'Club rates apply' },
    }),
  );
}

/** Full-page screenshots at a desktop and a phone width, in English and Danish. */
export async function shoot(page: Page, path: string, name: string, dir: string) {
  for (const lng of ['en', 'da']) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lng}/${path}`);
      await page.locator('main h1').waitFor();
      // Lists load after the heading; give them a moment without waiting on every poll.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      await page.screenshot({ path: `${dir}/${name}-${lng}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
