import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { CONTRACT_VERSION } from '@boatcare/shared-domain/federation';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { buildFixture, serveFolders } from '../support/fixture-remotes.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

test('a remote that cannot load shows a fallback with retry while the shell keeps working', async ({
  ownerPage: page,
}) => {
  // The customer's remote is unreachable, as when its host is down.
  await page.route('**/remotes/customer/**', (route) => route.abort('connectionrefused'));
  await openScreen(page, 'dashboard');
  await expect(
    page.getByRole('heading', { name: 'This part of BoatCare could not load' }),
  ).toBeVisible();

  // The shell still navigates.
  await page.getByRole('link', { name: 'BoatCare home' }).click();
  await expectScreen(page, 'home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Once the remote is back, retry brings the screen.
  await openScreen(page, 'dashboard');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute('**/remotes/customer/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
});

// Fixture remotes (e2e/fixtures) built with the real preset and served from their own origin,
// which the e2e setup allows overrides from. They stand in for mf_customer.
test.describe('remotes the shell must not run', () => {
  const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT);
  let server: Server | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const [current, next, throwing] = await Promise.all([
      buildFixture('remote', 'current', CONTRACT_VERSION),
      buildFixture('remote', 'next', CONTRACT_VERSION + 1),
      buildFixture('throwing-remote', 'current', CONTRACT_VERSION),
    ]);
    server = await serveFolders({ current, next, throwing }, FIXTURE_PORT);
  });
  test.afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /** Points mf_customer at a fixture and records which of its exposed modules the page fetches. */
  async function useFixture(page: Page, folder: string) {
    const manifest = `http://localhost:${FIXTURE_PORT}/${folder}/mf-manifest.json`;
    await page.addInitScript(
      (value) => localStorage.setItem('boatcare:remote-overrides', value),
      JSON.stringify({ mf_customer: manifest }),
    );
    const exposed: string[] = [];
    page.on('request', (request) => {
      const match = /__federation_expose_(\w+)/.exec(request.url());
      if (match?.[1]) exposed.push(match[1]);
    });
    return exposed;
  }

  /** Whether the fixture's screens module ran (it leaves a mark on `window`). */
  const routesRan = (page: Page) => page.evaluate(() => 'boatcareFixtureRoutesRan' in window);

  test('a remote built against this contract version runs', async ({ ownerPage: page }) => {
    const exposed = await useFixture(page, 'current');
    await openScreen(page, 'dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture dashboard');
    expect(exposed.toSorted()).toEqual(['contract', 'routes']);
    expect(await routesRan(page)).toBe(true);
  });

  test('a remote built against another contract version is refused before it runs', async ({
    ownerPage: page,
  }) => {
    const exposed = await useFixture(page, 'next');
    await openScreen(page, 'dashboard');
    await expect(
      page.getByRole('heading', { name: 'This part of BoatCare could not load' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fixture dashboard' })).toHaveCount(0);
    // Its screens' file may be fetched beside the contract's (a preload), never run.
    expect(exposed).toContain('contract');
    expect(await routesRan(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // In Danish too.
    await openScreen(page, 'dashboard', {}, { lng: 'da' });
    await expect(
      page.getByRole('heading', { name: 'Denne del af BoatCare kunne ikke indlæses' }),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/remote-contract-refused-da.png', fullPage: true });
  });

  test('a remote that throws as it runs shows the fallback; the shell keeps working', async ({
    ownerPage: page,
  }) => {
    await useFixture(page, 'throwing');
    await openScreen(page, 'dashboard');
    await expect(
      page.getByRole('heading', { name: 'This part of BoatCare could not load' }),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/remote-throws-en.png', fullPage: true });
    await page.getByRole('link', { name: 'BoatCare home' }).click();
    await expectScreen(page, 'home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A spotless boat, without the weekend of scrubbing',
    );
  });
});
