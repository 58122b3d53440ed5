import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Reports a remote that cannot be loaded (a deploy removed its chunks, its server is down)
 * and lets the failure reach the shell's error boundary, which offers a retry.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'boatcare-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote ${id} failed to load during ${lifecycle}`, error);
      throw error instanceof Error ? error : new Error(`Remote ${id} failed to load`);
    },
  };
}
