import type { Page } from '@playwright/test';
import type { RouteName } from '@boatcare/shared-domain/core';
import * as events from '@boatcare/shared-domain/endpoints/events';
import { urlOf } from './api.ts';
import { expect } from './fixtures.ts';
import { openScreen } from './navigate.ts';

/** How soon the other side's open page shows an action (issue 25: within 2 s, no reload). */
export const LIVE = { timeout: 2_000 };

/** Opens a screen and waits until its live connection is open (the other side may act then). */
export async function openLive(
  page: Page,
  name: RouteName,
  params: Parameters<typeof openScreen>[2] = {},
  options: Parameters<typeof openScreen>[3] = {},
) {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === urlOf(events.stream),
  );
  await openScreen(page, name, params, options);
  expect((await stream).status()).toBe(200);
}

/** The bell's accessible name in English with `count` unread. */
export const bellName = (count: number) =>
  count ? `Notifications, ${count} unread` : 'Notifications';
