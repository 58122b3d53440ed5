import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { takeEarlyManifest } from './early-manifest.ts';

/**
 * Module Federation's own retry plugin: a remote's manifest (fetch), its remoteEntry.js
 * (loadEntryError) and its exposed modules' chunks (getModuleFactory) are tried again twice,
 * a second apart, before the failure reaches remote-errors and the shell's boundary. A blip
 * of the network or a remote's host restarting then costs a moment, not the screen.
 *
 * A manifest a sign-in fetched early (early-manifest.ts) is taken instead of fetched again. One
 * hook for both: Module Federation calls every plugin's `fetch` in turn and keeps the last
 * answer, so a second plugin's early answer would not save the retry plugin's request.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 2, retryDelay: 1000 },
  });
  return {
    ...retry,
    fetch(url, options) {
      return takeEarlyManifest(url).then(
        (early) => early ?? (retry.fetch?.(url, options) || fetch(url, options)),
      );
    },
  };
}
