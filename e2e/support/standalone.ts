import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect } from '@playwright/test';

const repoRoot = join(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Serves a remote's built standalone page with its own server (rsbuild preview), the way its
 * team runs it; `/v1` goes to `gateway`.
 */
export async function serveStandalone(
  app: string,
  gateway: string,
  port?: number,
): Promise<{ url: string; stop(): void }> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    join(repoRoot, 'node_modules/.bin/rsbuild'),
    ['preview', '--port', String(chosen)],
    {
      cwd: join(repoRoot, app),
      env: { ...process.env, BOATCARE_GATEWAY: gateway },
      stdio: 'ignore',
    },
  );
  const url = `http://localhost:${chosen}`;
  await expect
    .poll(async () => (await fetch(`${url}/mf-manifest.json`).catch(() => null))?.status ?? 0, {
      timeout: 30_000,
    })
    .toBe(200);
  return { url, stop: () => child.kill('SIGTERM') };
}
