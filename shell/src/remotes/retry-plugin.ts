import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Module Federation's own retry plugin: a remote's manifest (fetch), its remoteEntry.js
 * (loadEntryError) and its exposed modules' chunks (getModuleFactory) are tried again twice,
 * a second apart, before the failure reaches remote-errors and the shell's boundary. A blip
 * of the network or a remote's host restarting then costs a moment, not the screen.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 2, retryDelay: 1000 },
  });
}
