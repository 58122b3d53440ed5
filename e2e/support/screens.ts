import type { Page } from '@playwright/test';
import type { RouteName } from '@boatcare/shared-domain/core';
import { openScreen } from './navigate.ts';

/**
 * Screenshots for people to look at (never asserted): full-page (unless `fullPage: false`) at
 * 1280 and 375 px, as `<dir>/<name>-<width>.png`; the page is left at 1280 x 900.
 */
export async function shootAt(page: Page, dir: string, name: string, { fullPage = true } = {}) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A screen in English and Danish, each at both widths (`<name>-<lng>-<width>.png`). */
export async function shootInLanguages(
  page: Page,
  dir: string,
  name: string,
  screen: RouteName,
  params: Record<string, string> = {},
  query?: Record<string, string>,
) {
  for (const lng of ['en', 'da'] as const) {
    await openScreen(page, screen, params, { lng, query });
    // Lists load after the heading; give them a moment without waiting on every poll.
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await shootAt(page, dir, `${name}-${lng}`);
  }
}

/** Screenshots at 1280 and 375 px when SCREENSHOTS_DIR is set (for looking at, not asserted). */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await shootAt(page, dir, name);
}
