import { federationOptions } from '@boatcare/tooling/federation';

/**
 * The host: no build-time remotes. It reads /remotes.json at start and registers only the
 * signed-in role's remote (src/remotes/). The runtime plugins retry a remote's manifest, entry
 * and chunks, then report remotes that still fail to load.
 */
export const federation = {
  ...federationOptions(import.meta.dirname, { name: 'shell' }),
  // Retries first, so remote-errors sees only failures that outlived them.
  runtimePlugins: ['./src/remotes/retry-plugin.ts', './src/remotes/runtime-plugin.ts'],
  experiments: { provideExternalRuntime: true },
};
