import { describe, expect, it } from 'vitest';
import {
  ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import shareInitPlugin from './share-init-plugin.ts';

/** About as many shared modules as the shell and each remote offer. */
const SHARED = 60;
const LOADS = 10;

const sharedMap = () =>
  Object.fromEntries(
    Array.from({ length: SHARED }, (_, i) => [
      `pkg-${i}`,
      {
        version: '1.0.0',
        get: async () => () => ({ pkg: i }),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
    ]),
  );

let instances = 0;

/** A real federation instance, and how many shared modules it has registered so far. */
function instance(plugins: ModuleFederationRuntimePlugin[]) {
  let registrations = 0;
  const counter: ModuleFederationRuntimePlugin = {
    name: 'count-registrations',
    afterRegisterShare() {
      registrations += 1;
    },
  };
  instances += 1;
  const federation = new ModuleFederation({
    name: `share-init-test-${instances}`,
    remotes: [],
    shared: sharedMap(),
    shareStrategy: 'loaded-first',
    plugins: [...plugins, counter],
  });
  return { federation, registrations: () => registrations };
}

/** Registrations made by LOADS shared loads (after the instance's own at creation). */
async function registrationsOfLoads({ federation, registrations }: ReturnType<typeof instance>) {
  const before = registrations();
  for (let i = 0; i < LOADS; i += 1) {
    const factory = await federation.loadShare<{ pkg: number }>(`pkg-${i}`);
    expect(factory && factory()).toEqual({ pkg: i });
  }
  return registrations() - before;
}

describe('the share-init plugin', () => {
  it('registers the shared map on the first shared load only', async () => {
    expect(await registrationsOfLoads(instance([]))).toBe(LOADS * SHARED);
    expect(await registrationsOfLoads(instance([shareInitPlugin()]))).toBe(SHARED);
  });

  it('leaves the build’s own initialisation alone', async () => {
    const host = instance([shareInitPlugin()]);
    await registrationsOfLoads(host);
    const before = host.registrations();
    await Promise.all(host.federation.initializeSharing('default', { from: 'build' }));
    expect(host.registrations() - before).toBe(SHARED);
  });

  it('is handed to each remote the host starts', async () => {
    const host = instance([shareInitPlugin()]);
    const { remoteEntryInitOptions } =
      await host.federation.hooks.lifecycle.beforeInitContainer.emit({
        shareScope: {},
        initScope: [],
        remoteEntryInitOptions: { version: '', shareScopeKeys: 'default' },
        remoteInfo: {
          name: 'remote',
          entry: '/remoteEntry.js',
          type: 'global',
          entryGlobalName: 'remote',
          shareScope: 'default',
        },
        origin: host.federation,
      });
    // What a remote's container does with them as the host starts it.
    const remote = instance([]);
    remote.federation.initOptions({
      name: remote.federation.name,
      remotes: [],
      ...remoteEntryInitOptions,
    });
    expect(await registrationsOfLoads(remote)).toBe(SHARED);
  });
});
