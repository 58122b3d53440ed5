import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Screenshots at 1280 and 375 px when SCREENSHOTS_DIR is set (for looking at, not asserted). */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
