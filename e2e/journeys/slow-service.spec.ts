import * as membership from '@boatcare/shared-domain/endpoints/membership';
import { globOf } from '../support/api.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { openScreen } from '../support/navigate.ts';

/**
 * A service too slow to answer: the gateway gives up with a 504 in the error shape, and the
 * screen says so in the user's language with a retry that works once the service answers.
 */
const GATEWAY_TIMEOUT = {
  status: 504,
  contentType: 'application/json',
  body: JSON.stringify({
    statusCode: 504,
    error: 'Gateway Timeout',
    code: 'errors.serviceUnavailable',
    message: 'This part of BoatCare is not available right now. Please try again in a moment.',
  }),
};
const REQUESTS = globOf(membership.userRequests);

for (const { lng, text, retry, heading } of [
  {
    lng: 'en',
    text: 'This part of BoatCare is not available right now. Please try again in a moment.',
    retry: 'Try again',
    heading: 'My membership requests',
  },
  {
    lng: 'da',
    text: 'Denne del af BoatCare er ikke tilgængelig lige nu. Prøv igen om et øjeblik.',
    retry: 'Prøv igen',
    heading: 'Mine medlemsanmodninger',
  },
] as const) {
  test(`a gateway time-out shows the translated message with a retry (${lng})`, async ({
    ownerPage: page,
  }, testInfo) => {
    await page.route(REQUESTS, (route) => route.fulfill(GATEWAY_TIMEOUT));
    await openScreen(page, 'myClub', {}, { lng });
    const section = page.locator('section[aria-labelledby="my-club-requests"]');
    await expect(section.getByText(text)).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`slow-service-${lng}-${width}.png`) });
    }

    await page.unroute(REQUESTS);
    await section.getByRole('button', { name: retry }).click();
    await expect(section.getByText(text)).toHaveCount(0);
    await expect(section.getByRole('heading', { name: heading })).toBeVisible();
  });
}
