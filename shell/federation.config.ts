import { join } from 'node:path';
import { federationOptions } from '@boatcare/tooling/federation';

/**
 * The host: no build-time remotes. It reads /remotes.json at start and registers only the
 * signed-in role's remote (src/remotes/). The runtime plugins retry a remote's manifest, entry
 * and chunks, then report remotes that still fail to load.
 */
export const federation = (build: boolean) => ({
  ...federationOptions(import.meta.dirname, { name: 'shell', build }),
  // Retries first, so remote-errors sees only failures that outlived them.
  // Absolute: with shared tree shaking the runtime is a generated module in node_modules.
  runtimePlugins: ['retry-plugin.ts', 'runtime-plugin.ts'].map((file) =>
    join(import.meta.dirname, 'src/remotes', file),
  ),
  experiments: { provideExternalRuntime: true },
});
