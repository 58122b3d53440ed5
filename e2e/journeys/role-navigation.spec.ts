import type { Page } from '@playwright/test';
import { DEMO, type DemoRole } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, pageAs, test } from '../support/fixtures.ts';
import { openScreen } from '../support/navigate.ts';

// Each role's header links, in order, as the table of screens declares them (ADR 11); a link
// may end with an unread count.
const LINKS: Record<DemoRole, { en: string[]; da: string[] }> = {
  customer: {
    en: ['Dashboard', 'Book now', 'My jobs', 'My boats', 'My plans', 'My club'],
    da: ['Oversigt', 'Book nu', 'Mine opgaver', 'Mine både', 'Mine planer', 'Min klub'],
  },
  provider: {
    en: [
      'Jobs',
      'My offers',
      'My jobs',
      'Calendar',
      'Pier batches',
      'Profile',
      'Earnings',
      'Dashboard',
    ],
    da: [
      'Opgaver',
      'Mine tilbud',
      'Mine opgaver',
      'Kalender',
      'Bådebatches',
      'Profil',
      'Indtjening',
      'Oversigt',
    ],
  },
  club: {
    en: ['Dashboard', 'Club profile', 'Memberships'],
    da: ['Oversigt', 'Klubprofil', 'Medlemskaber'],
  },
  admin: {
    en: ['Users', 'Job posts', 'Translations', 'Site configuration'],
    da: ['Brugere', 'Opgaver', 'Oversættelser', 'Sitekonfiguration'],
  },
};

const startsWith = (labels: string[]) => labels.map((label) => new RegExp(`^${label}`));

async function expectLinks(page: Page, name: string, labels: string[]) {
  await expect(page.getByRole('navigation', { name }).getByRole('link')).toHaveText(
    startsWith(labels),
  );
}

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`the ${role}'s navigation, on a desktop and a phone, in English and Danish`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await pageAs(browser, role);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openScreen(page, DEMO[role].landing);
    await expectLinks(page, 'Main navigation', LINKS[role].en);
    await page.screenshot({ path: `test-results/nav-${role}-1280-en.png` });
    await expectNoSeriousA11yViolations(page);

    // A link leads to its screen, which the role's remote serves.
    const second = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    await second.nth(1).click();
    await expect(second.nth(1)).toHaveClass(/active/);

    await openScreen(page, DEMO[role].landing, {}, { lng: 'da' });
    await expectLinks(page, 'Hovednavigation', LINKS[role].da);
    await page.screenshot({ path: `test-results/nav-${role}-1280-da.png` });

    // On a phone the links fold into the menu button.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: /^Menu/ }).click();
    await expectLinks(page, 'Hovednavigation', LINKS[role].da);
    await page.screenshot({ path: `test-results/nav-${role}-375-da.png` });
    await openScreen(page, DEMO[role].landing);
    await page.getByRole('button', { name: /^Menu/ }).click();
    await expectLinks(page, 'Main navigation', LINKS[role].en);
    await page.screenshot({ path: `test-results/nav-${role}-375-en.png` });
    await page.context().close();
  });
}
