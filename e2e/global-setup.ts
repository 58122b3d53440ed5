import type { FullConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/platform/net.ts';
import { startPlatform } from '../scripts/platform/platform.ts';
import { saveRoleStates } from './support/fixtures.ts';

/**
 * The whole platform, exactly as `npm start` brings it up, on a fresh data folder with the
 * demo data and a free port. The returned function is Playwright's teardown.
 */
export default async function globalSetup(config: FullConfig) {
  const dataDir = mkdtempSync(join(tmpdir(), 'boatcare-e2e-'));
  // A free port a test may serve a remote from and point the site at (remote-override.spec).
  const overridePort = await freePort();
  process.env.E2E_OVERRIDE_PORT = String(overridePort);
  // Another one for the fixture remotes of remote-failure.spec (another contract, one that throws).
  const fixturePort = await freePort();
  process.env.E2E_FIXTURE_PORT = String(fixturePort);
  process.env.REMOTE_OVERRIDE_ORIGINS = `http://localhost:${overridePort} http://localhost:${fixturePort}`;
  // The admin dashboard recounts on every load: a journey reads its figures right after a
  // customer acts. How stale the snapshot may get is the back office's test (figures.test.ts).
  process.env.DASHBOARD_FIGURES_TTL_MS ??= '0';
  // The journeys read each notification email as it happens; grouping them per request and
  // quarter hour is the integration test's (marketplace notifications.test.ts, clock moved).
  process.env.NOTIFICATIONS_GROUP_MS ??= '0';
  // Every journey's browser and API calls come from one address: the per-IP repeat limits would
  // refuse a day of sign-ups in minutes. The limits themselves are the integration tests'
  // (write-limits.test.ts per service).
  process.env.WRITE_LIMIT_FACTOR ??= '10';
  // The test command builds the frontends just before; set E2E_BUILD=1 to build here as well.
  const build = process.env.E2E_BUILD === '1' || !process.env.BOATCARE_FRONTENDS_BUILT;
  const platform = await startPlatform({ dataDir, port: 0, seed: true, quiet: true, build });
  process.env.BOATCARE_E2E_URL = platform.url;
  process.env.BOATCARE_E2E_MONGO_URL = platform.databaseUrl;
  // Each demo role signed in once, for the role fixtures (support/fixtures.ts).
  await saveRoleStates(config, platform.url, join(dataDir, 'auth')).catch(async (error) => {
    await platform.stop();
    throw error;
  });
  console.log(
    `e2e: ${platform.url} on ${platform.databaseKind} and ${platform.storageKind}` +
      (platform.missingServices.length
        ? ` (not running: ${platform.missingServices.join(', ')})`
        : ''),
  );
  return async () => {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
