import { federationOptions } from '@boatcare/tooling/federation';

/**
 * The host: no build-time remotes. It reads /remotes.json at start and registers only the
 * signed-in role's remote (src/remotes/). The runtime plugin reports remotes that fail to load.
 */
export const federation = {
  ...federationOptions(import.meta.dirname, { name: 'shell' }),
  runtimePlugins: ['./src/remotes/runtime-plugin.ts'],
  experiments: { provideExternalRuntime: true },
};
