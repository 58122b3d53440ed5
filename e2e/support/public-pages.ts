import { test as base } from '@playwright/test';

/**
 * `test` for the public pages, whose HTML is prerendered: until its islands hydrate, a
 * button in it ignores clicks. Here `page.goto` returns once the islands or the app run the page
 * (`<html data-app="running">`), as a visitor's first click after the page settles would.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-app="running"]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
