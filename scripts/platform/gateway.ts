import { join } from 'node:path';
import { repoRoot } from './paths.ts';
import { startProcess, type Managed } from './processes.ts';

/** The remotes' standalone dev servers (`npm run dev -w @boatcare/mf-<role>`). */
const STANDALONE_ORIGINS = [3011, 3012, 3013, 3014]
  .map((port) => `http://localhost:${port}`)
  .join(' ');

/**
 * The embedded gateway (services/gateway) on `port`, in front of the services' base URLs. It
 * reads the built frontends from disk per request, so it may start while they are built.
 */
export function launchGateway(options: {
  port: number;
  upstreams: Record<'marketplace' | 'payments' | 'club' | 'backoffice', string>;
  production: boolean;
  quiet: boolean;
  env: NodeJS.ProcessEnv;
}): Managed {
  const { upstreams } = options;
  return startProcess(
    'gateway',
    process.execPath,
    [join(repoRoot, 'services/gateway/src/server.ts')],
    {
      cwd: repoRoot,
      quiet: options.quiet,
      env: {
        ...options.env,
        HOST: process.env.HOST ?? '127.0.0.1',
        PORT: String(options.port),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        APPS_DIR: repoRoot,
        MARKETPLACE_URL: upstreams.marketplace,
        PAYMENTS_URL: upstreams.payments,
        CLUB_URL: upstreams.club,
        BACKOFFICE_URL: upstreams.backoffice,
        // Outside production a team may point the site at its remote's dev server.
        REMOTE_OVERRIDE_ORIGINS:
          process.env.REMOTE_OVERRIDE_ORIGINS ?? (options.production ? '' : STANDALONE_ORIGINS),
      },
    },
  );
}
