import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core (WCAG 2.1 A and AA rules and best practice) and fails on any serious or critical
 * violation; `include` limits it to a part of the page.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { include }: { include?: string } = {},
) {
  // A toast fading in or out is half transparent: axe would measure its blended colours. It
  // measures the page as a person reads it, once the finite animations have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // And none starts while axe reads the page (a toast's timed fade-out): each ends at once.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  await still.evaluate((style) => (style as Element).remove());
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** axe-core on the page's content (the shell's header is tested by its own journeys). */
export const expectAccessible = (page: Page) =>
  expectNoSeriousA11yViolations(page, { include: 'main' });
