import type { APIRequestContext, Page } from '@playwright/test';
import type { RouteName } from '@boatcare/shared-domain/core';
import { tokenOf } from './api.ts';
import { placeBid, postRequest } from './requests.ts';
import { shootInLanguages } from './screens.ts';

/** A Wednesday and the Thursday after it, about ten weeks ahead: one ISO week. */
export function sameWeek(): [string, string] {
  const day = new Date(Date.now() + 70 * 24 * 3600 * 1000);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  const wednesday = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() + 1);
  return [wednesday, day.toISOString().slice(0, 10)];
}

/** A request at Tuborg Havn (the demo club's harbour), posted as the create wizard would. */
export async function postClubRequest(
  request: APIRequestContext,
  token: string,
  boatName: string,
  preferredDate?: string,
): Promise<string> {
  return (await postRequest(request, token, { boatName, harbour: 'tuborg', preferredDate })).id;
}

/** The demo provider bids on a request through the API. */
export async function providerBids(request: APIRequestContext, jobPostId: string, cents: number) {
  await placeBid(request, await tokenOf(request, 'provider'), jobPostId, cents, 'Club rates apply');
}

/** Full-page screenshots at a desktop and a phone width, in English and Danish. */
export const shoot = (page: Page, screen: RouteName, name: string, dir: string) =>
  shootInLanguages(page, dir, name, screen);
