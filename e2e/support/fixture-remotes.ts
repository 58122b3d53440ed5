import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const repoRoot = join(import.meta.dirname, '../..');
const fixtures = join(repoRoot, 'e2e/fixtures');

/**
 * Builds a fixture remote (e2e/fixtures/<name>) with the real remote preset into
 * `dist-<variant>`, declaring `contractVersion`.
 */
export function buildFixture(name: string, variant: string, contractVersion: number) {
  return new Promise<string>((resolve, reject) => {
    const cwd = join(fixtures, name);
    const child = spawn(join(repoRoot, 'node_modules/.bin/rsbuild'), ['build'], {
      cwd,
      env: {
        ...process.env,
        BOATCARE_DIST_DIR: `dist-${variant}`,
        BOATCARE_CONTRACT_VERSION: String(contractVersion),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(join(cwd, `dist-${variant}`))
        : reject(new Error(`building ${name} failed`)),
    );
  });
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
};

/** Serves each folder under `/<prefix>/` with CORS, as a remote's own host would. */
export function serveFolders(folders: Record<string, string>, port: number) {
  return new Promise<Server>((resolve) => {
    const server = createServer((request, response) => {
      const [, prefix = '', ...rest] = (request.url ?? '/').split('?')[0]!.split('/');
      const root = folders[prefix];
      const file = root && normalize(join(root, ...rest));
      if (!root || !file?.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      });
      createReadStream(file).pipe(response);
    });
    server.listen(port, () => resolve(server));
  });
}
