import { join } from 'node:path';
import { federationOptions } from '@boatcare/tooling/federation';

/**
 * The host: no build-time remotes. It reads /remotes.json at start and registers only the
 * signed-in role's remote (src/remotes/). The runtime plugins retry a remote's manifest, entry
 * and chunks, then report remotes that still fail to load.
 */
export const federation = (build: boolean) => ({
  ...federationOptions(import.meta.dirname, { name: 'shell', build }),
  // Retries first, so remote-errors sees only failures that outlived them; the island entry's
  // React, where a page has one, for React's shared packages (one React on the page); the
  // share scope initialised once per instance, not again on every shared load.
  // Absolute: with shared tree shaking the runtime is a generated module in node_modules.
  runtimePlugins: [
    'retry-plugin.ts',
    'runtime-plugin.ts',
    'islands-react-plugin.ts',
    'share-init-plugin.ts',
  ].map((file) => join(import.meta.dirname, 'src/remotes', file)),
  experiments: { provideExternalRuntime: true },
});
