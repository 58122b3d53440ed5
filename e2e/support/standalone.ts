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
 * Serves a remote from its own server, on its own origin: `dev` is the team's dev server with
 * the standalone page (the deployed build leans on the shell's federation runtime, so it has
 * none); `preview` serves the deployed build, as a staging host would. API calls go to `gateway`.
 */
export async function serveRemote(
  app: string,
  gateway: string,
  { mode, port }: { mode: 'dev' | 'preview'; port?: number },
): Promise<{ url: string; stop(): void }> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    join(repoRoot, 'node_modules/.bin/rsbuild'),
    [mode, '--port', String(chosen)],
    {
      cwd: join(repoRoot, app),
      env: { ...process.env, BOATCARE_GATEWAY: gateway },
      stdio: 'ignore',
    },
  );
  const url = `http://localhost:${chosen}`;
  await expect
    .poll(async () => (await fetch(`${url}/mf-manifest.json`).catch(() => null))?.status ?? 0, {
      timeout: 90_000,
    })
    .toBe(200);
  return { url, stop: () => child.kill('SIGTERM') };
}
