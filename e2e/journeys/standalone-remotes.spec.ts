import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, type DemoRole } from '../support/accounts.ts';

const repoRoot = join(import.meta.dirname, '../..');
const APPS: Record<DemoRole, string> = {
  customer: 'mf-customer',
  provider: 'mf-provider',
  club: 'mf-club',
  admin: 'mf-admin',
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Serves a remote's built standalone page with its own server, the way its team runs it. */
async function serveStandalone(
  app: string,
  gateway: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    join(repoRoot, 'node_modules/.bin/rsbuild'),
    ['preview', '--port', String(port)],
    {
      cwd: join(repoRoot, app),
      env: { ...process.env, BOATCARE_GATEWAY: gateway },
      stdio: 'ignore',
    },
  );
  const url = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(url).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
  return { url, child };
}

for (const role of Object.keys(APPS) as DemoRole[]) {
  test(`the ${role} remote runs standalone for its team`, async ({ page, baseURL }) => {
    const { url, child } = await serveStandalone(APPS[role], baseURL ?? '');
    try {
      await page.goto(`${url}/en`);
      await page.getByLabel('Email').fill(DEMO[role].email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(new RegExp(`${DEMO[role].landing}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      child.kill('SIGTERM');
    }
  });
}
